import type { EquipmentTypeCode } from '@portal/contract';

import { Checkbox, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useApplicableEquipment } from '../../api/online-apply';
import { DeviceChooser } from '../../components/device-chooser';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { letterTag, type ListedDevice } from '../../components/online-apply/inspection-items';

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
  const table = useSearchTable<{ keyword?: string; dueOnly: boolean }>({ initial: { dueOnly: true } });
  const result = useApplicableEquipment({ ...table.filters, entrustId: entrustId || undefined, pageNo: table.pageNo, pageSize: table.pageSize });
  return (
    <DeviceChooser
      table={table}
      result={result}
      pick={listedOf}
      selected={selected}
      onChange={onChange}
      blocked={(e) => !!e.openApplyNo}
      scroll={{ x: 860, y: height }}
      placeholder="设备代码、名称、登记证编号或使用地点"
      filters={
        <Checkbox checked={table.filters.dueOnly} onChange={(e) => table.search({ ...table.filters, dueOnly: e.target.checked })}>
          只看30天内到期和超期未检的设备
        </Checkbox>
      }
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
