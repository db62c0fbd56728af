import type { EquipmentTypeCode } from '@portal/contract';

import { Checkbox, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApplicableEquipment } from '../../api/online-apply';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { letterTag, type ListedDevice } from './inspection-items';

type Applicable = NonNullable<ReturnType<typeof useApplicableEquipment>['data']>['list'][number];

export const listedOf = (e: Applicable): ListedDevice => ({
  equipmentId: e.id,
  typeCode: e.typeCode,
  deviceCode: e.deviceCode,
  certNo: e.certNo,
  productName: e.productName,
  address: e.address,
  needsLetter: e.needsLetter,
  dueDate: e.nextInspectionDate,
});

/**
 * The unit's devices in service, those due within 30 days or overdue first; one an open application holds cannot be
 * picked again. Used to start an application and to add devices to a draft.
 */
export function DevicePicker({
  selected,
  onChange,
  height = 420,
  entrustId = '',
}: {
  selected: ListedDevice[];
  onChange: (devices: ListedDevice[]) => void;
  height?: number;
  /** 委托申报: the principal's devices an authorisation in force covers, instead of the unit's own. */
  entrustId?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const [dueOnly, setDueOnly] = useState(true);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const result = useApplicableEquipment({ keyword: keyword.trim() || undefined, dueOnly, entrustId: entrustId || undefined, ...page });
  const ids = new Set(selected.map((d) => d.equipmentId));
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="设备代码、名称、登记证编号或使用地点"
          style={{ width: 320 }}
          onSearch={(v) => {
            setKeyword(v);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Checkbox
          checked={dueOnly}
          onChange={(e) => {
            setDueOnly(e.target.checked);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        >
          只看30天内到期和超期未检的设备
        </Checkbox>
      </Space>
      <Table<Applicable>
        size="small"
        rowKey="id"
        loading={result.isFetching}
        dataSource={result.data?.list ?? []}
        scroll={{ x: 860, y: height }}
        rowSelection={{
          selectedRowKeys: [...ids],
          preserveSelectedRowKeys: true,
          getCheckboxProps: (e) => ({ disabled: !!e.openApplyNo }),
          onSelect: (e, checked) => onChange(checked ? [...selected, listedOf(e)] : selected.filter((d) => d.equipmentId !== e.id)),
          onSelectAll: (checked, _rows, changed) => {
            const changedIds = new Set(changed.map((e) => e.id));
            onChange(checked ? [...selected, ...changed.filter((e) => !ids.has(e.id)).map(listedOf)] : selected.filter((d) => !changedIds.has(d.equipmentId)));
          },
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: result.data?.count ?? 0,
          showTotal: (n) => `共 ${n} 台`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          { key: 'type', title: '种类', dataIndex: 'typeCode', width: 90, render: (v: EquipmentTypeCode) => EQUIPMENT_TYPE_NAMES[v] ?? v },
          { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 140 },
          { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 180, render: (v: string) => v || '—' },
          { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
          {
            key: 'next',
            title: '下次检验日期',
            dataIndex: 'nextInspectionDate',
            width: 200,
            render: (v: string | null, e) => (
              <>
                {v || '—'} {letterTag(e)}
              </>
            ),
          },
          { key: 'open', title: '报检', dataIndex: 'openApplyNo', width: 150, render: (v: string) => (v ? <Tag>已在申请{v}中</Tag> : null) },
        ]}
      />
    </>
  );
}

/** The picker in a dialog, for adding devices to an application being edited. */
export function DevicePickerModal({
  open,
  selected,
  entrustId,
  onClose,
}: {
  open: boolean;
  selected: ListedDevice[];
  entrustId?: string;
  onClose: (devices: ListedDevice[] | null) => void;
}) {
  const [picked, setPicked] = useState(selected);
  return (
    <Modal
      open={open}
      width={1000}
      title="选择报检设备"
      okText={`确定（${picked.length}台）`}
      cancelText="取消"
      onOk={() => onClose(picked)}
      onCancel={() => onClose(null)}
      afterOpenChange={(o) => o && setPicked(selected)}
      destroyOnHidden
    >
      <DevicePicker selected={picked} onChange={setPicked} height={360} entrustId={entrustId} />
    </Modal>
  );
}
