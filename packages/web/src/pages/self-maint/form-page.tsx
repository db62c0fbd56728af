import type { SelfMaintCategory, SelfMaintDevice, SelfMaintOptions, SelfMaintRecord } from '@portal/contract';
import {
  SELF_MAINT_CATEGORIES,
  SELF_MAINT_EDITABLE,
  SELF_MAINT_FLOW,
  SELF_MAINT_TYPE_CODES,
  selfMaintForm,
  selfMaintPeriodError,
  selfMaintStaffError,
} from '@portal/contract/api/self-maint';

import { Alert, Button, Form, Modal, Row, Select, Space, Table, Tag, type FormRule } from 'antd';
import { useState } from 'react';
import { useSaveSelfMaint, useSelfMaint, useSelfMaintDevices, useSelfMaintOptions } from '../../api/self-maint';
import { DeviceChooser } from '../../components/device-chooser';
import { DraftActions, DraftDocuments, FilingForm, FilingFormPage, ReturnedAlert, useDraftSave } from '../../components/draft-form';
import { DateCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromSchema } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { aYearOn } from '../../components/period-rule';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS } from '../../routes/paths';
import { itemText } from '../../components/maint-change/maintenance-sections';
import { categoryName, SelfMaintDocuments, SelfMaintStateTag } from './self-maint-sections';
import '../../components/filing.css';
import { RowLink } from '../../components/search-table/row-actions';

interface Values {
  equipmentIds: string[];
  staffIds: string[];
  dutyPhone: string;
  validTo: string;
  remark: string;
}

/** What the form shows of a device: a row of the picker, or a device of the saved application. */
type Device = Pick<SelfMaintDevice, 'equipmentId' | 'typeCode' | 'deviceCode' | 'productName' | 'internalNo' | 'address'>;
type Staff = SelfMaintOptions['staff'][number];

const field = selfMaintForm.shape;

const period: FormRule = {
  validator: (_, v: string) => {
    const msg = v ? selfMaintPeriodError(v) : '';
    return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
  },
};

const TYPE_OPTIONS = SELF_MAINT_TYPE_CODES.map((code) => ({ value: code, label: SELF_MAINT_CATEGORIES[code].name }));

const DEVICE_COLUMNS = [
  { key: 'type', title: '设备类别', dataIndex: 'typeCode', width: 110, render: (v: string) => categoryName(v) },
  { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 180, render: (v: string) => v || '—' },
  { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 150, ellipsis: true },
  { key: 'internalNo', title: '单位内编号', dataIndex: 'internalNo', width: 110, ellipsis: true, render: (v: string) => v || '—' },
  { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
];

/** The unit's devices it may maintain itself, a page at a time; a device another application or change holds cannot be ticked. Mounted while open, so it starts from the form's devices each time. */
function DeviceDialog({ applyId, picked, onClose, onPick }: { applyId: string; picked: Device[]; onClose: () => void; onPick: (devices: Device[]) => void }) {
  const table = useSearchTable<{ keyword?: string; typeCode?: SelfMaintCategory }>();
  const result = useSelfMaintDevices({ ...table.filters, applyId: applyId || undefined, pageNo: table.pageNo, pageSize: table.pageSize });
  const [devices, setDevices] = useState<Device[]>(picked);
  return (
    <Modal
      open
      title="选择设备"
      width={1240}
      okText="确定"
      cancelText="取消"
      onOk={() => {
        onPick(devices);
        onClose();
      }}
      onCancel={onClose}
    >
      <DeviceChooser
        table={table}
        result={result}
        selected={devices}
        onChange={setDevices}
        blocked={(d) => !!d.blockedReason}
        unit="台设备"
        empty="没有可申请自行维保的设备：只列出本单位在用的电梯、大型游乐设施和客运索道"
        placeholder="设备代码、名称、单位内编号或使用地点"
        filters={
          <Select
            allowClear
            placeholder="全部类别"
            options={TYPE_OPTIONS}
            style={{ width: 160 }}
            value={table.filters.typeCode}
            onChange={(typeCode?: SelfMaintCategory) => table.search({ ...table.filters, typeCode })}
          />
        }
        columns={[
          ...DEVICE_COLUMNS,
          { key: 'maintenanceUnit', title: '当前维保单位', dataIndex: 'maintenanceUnit', width: 170, ellipsis: true, render: (v: string) => v || '—' },
          {
            key: 'blockedReason',
            title: '不能选择的原因',
            dataIndex: 'blockedReason',
            width: 280,
            render: (v: string) => (v ? <span className="ur-muted">{v}</span> : '—'),
          },
        ]}
      />
    </Modal>
  );
}

/** The devices named (the form's equipmentIds), with the dialog that picks them. */
function DevicePicker({
  id,
  value = [],
  onChange,
  applyId,
  known,
  onPicked,
}: {
  id?: string;
  value?: string[];
  onChange?: (v: string[]) => void;
  applyId: string;
  /** The devices the form has named, by id: the saved application's and those picked in the dialog. */
  known: ReadonlyMap<string, Device>;
  onPicked: (devices: readonly Device[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const rows = value.flatMap((k) => known.get(k) ?? []);
  return (
    <div id={id}>
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => setOpen(true)}>选择设备</Button>
        <span className="ur-muted">已选 {value.length} 台</span>
      </Space>
      {value.length > 0 && (
        <Table<Device>
          size="small"
          rowKey="equipmentId"
          pagination={false}
          dataSource={rows}
          columns={[
            ...DEVICE_COLUMNS,
            {
              key: 'remove',
              title: '操作',
              width: 70,
              render: (_, d) => (
                <RowLink danger onClick={() => onChange?.(value.filter((k) => k !== d.equipmentId))}>
                  移除
                </RowLink>
              ),
            },
          ]}
        />
      )}
      {open && (
        <DeviceDialog
          applyId={applyId}
          picked={rows}
          onClose={() => setOpen(false)}
          onPick={(devices) => {
            onPicked(devices);
            onChange?.(devices.map((d) => d.equipmentId));
          }}
        />
      )}
    </div>
  );
}

/** One person with every repair item they hold valid today. */
interface Person {
  operatorId: string;
  name: string;
  certNo: string;
  items: Staff[];
}

function people(staff: readonly Staff[]): Person[] {
  const byId = new Map<string, Person>();
  for (const s of staff) {
    const p = byId.get(s.operatorId) ?? { operatorId: s.operatorId, name: s.name, certNo: s.certNo, items: [] };
    p.items.push(s);
    byId.set(s.operatorId, p);
  }
  return [...byId.values()];
}

/** The staff named (the form's staffIds), ticked from the unit's operators holding a repair item. */
function StaffPicker({ id, value = [], onChange, staff }: { id?: string; value?: string[]; onChange?: (v: string[]) => void; staff: readonly Staff[] }) {
  return (
    <Table<Person>
      id={id}
      size="small"
      rowKey="operatorId"
      pagination={false}
      dataSource={people(staff)}
      locale={{ emptyText: '本单位没有持有效修理作业证的作业人员' }}
      rowSelection={{ selectedRowKeys: value, onChange: (keys) => onChange?.(keys as string[]) }}
      columns={[
        { key: 'name', title: '姓名', dataIndex: 'name', width: 120 },
        { key: 'certNo', title: '证书编号', dataIndex: 'certNo', width: 200 },
        {
          key: 'items',
          title: '作业项目及有效期',
          render: (_, p) =>
            p.items.map((s) => (
              <div key={s.item}>
                {itemText(s.item)}，有效期至 {s.expiryDate}
                {s.state === 'expiring' && (
                  <Tag color="warning" style={{ marginLeft: 6 }}>
                    即将到期
                  </Tag>
                )}
              </div>
            )),
        },
      ]}
    />
  );
}

function Editor({ record, options }: { record?: SelfMaintRecord; options: SelfMaintOptions }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveSelfMaint();
  const draft = useDraftSave({
    form,
    record,
    save: (values, at) => save.mutateAsync({ ...values, ...at }),
    submitted: (saved) => `申请 ${saved.applyNo} 已提交，请等待登记机关审核`,
    created: (saved) => `申请 ${saved.applyNo} 已保存，请上传自行维保管理制度及应急救援预案后提交`,
    detailPath: PATHS.selfMaintDetail,
    formPath: PATHS.selfMaintForm,
  });
  const [known, setKnown] = useState<Map<string, Device>>(() => new Map((record?.devices ?? []).map((d) => [d.equipmentId, d])));
  const offered = new Set(options.staff.map((s) => s.operatorId));
  // Each category named needs a person holding its repair item: the server's rule, checked as the form changes.
  const coversCategories: FormRule = ({ getFieldValue }) => ({
    validator: (_, ids: string[] = []) => {
      const types = (getFieldValue('equipmentIds') as string[]).flatMap((k) => known.get(k)?.typeCode ?? []);
      const msg = selfMaintStaffError(
        types,
        options.staff.filter((p) => ids.includes(p.operatorId)).map((p) => p.item),
      );
      return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
    },
  });
  // A person whose certificate has run out since the save is no longer offered: the form leaves them out and says so.
  const lapsed = record?.staff.filter((p) => !offered.has(p.operatorId)) ?? [];
  const initial: Values = {
    equipmentIds: record?.devices.map((d) => d.equipmentId) ?? [],
    staffIds: record?.staff.filter((p) => offered.has(p.operatorId)).map((p) => p.operatorId) ?? [],
    dutyPhone: record?.dutyPhone ?? '',
    validTo: record?.validTo ?? aYearOn(chinaToday()),
    remark: record?.remark ?? '',
  };

  return (
    <>
      <ReturnedAlert record={record} by="登记机关退回" again="请按退回原因修改后重新提交。" />
      {options.elevatorBlockedReason && (
        <Alert
          className="ur-alert"
          type="warning"
          showIcon
          title={`本单位${options.elevatorBlockedReason}，不能申请自行维保电梯`}
          description="大型游乐设施和客运索道不需要此许可。"
        />
      )}
      <FilingForm form={form} initialValues={initial}>
        <h3 className="ur-section">设备</h3>
        <Form.Item name="equipmentIds" required rules={[fromSchema(field.equipmentIds)]}>
          <DevicePicker applyId={record?.id ?? ''} known={known} onPicked={(picked) => setKnown((m) => new Map([...m, ...picked.map((d) => [d.equipmentId, d] as const)]))} />
        </Form.Item>
        <h3 className="ur-section">维保人员</h3>
        {lapsed.length > 0 && <Alert className="ur-alert" type="info" showIcon title={`${lapsed.map((p) => p.name).join('、')}的修理作业证已不在有效期内，已从申请中移出`} />}
        <Form.Item
          name="staffIds"
          required
          rules={[fromSchema(field.staffIds), coversCategories]}
          dependencies={['equipmentIds']}
          extra="只列出持有效电梯修理（T）、大型游乐设施修理（Y1）或客运索道修理（S1）证的本单位作业人员；每类设备须至少有一名持该类修理证的人员。人员和证书在“作业人员”中维护。"
        >
          <StaffPicker staff={options.staff} />
        </Form.Item>
        <h3 className="ur-section">值班电话与期限</h3>
        <Row gutter={24}>
          <TextCell
            name="dutyPhone"
            label="24小时值班电话"
            required
            rules={[fromSchema(field.dutyPhone)]}
            extra="审核通过后作为设备的维保单位电话"
            max={32}
            placeholder="如 0574-88150096"
          />
          <DateCell
            name="validTo"
            label="自行维保截止日期"
            required
            rules={[fromSchema(field.validTo), period]}
            extra="自审核通过之日起算，最长4年"
            disabledDate={(d) => !!selfMaintPeriodError(d.format('YYYY-MM-DD'))}
          />
          <TextAreaCell name="remark" label="备注" rules={[fromSchema(field.remark)]} max={200} rows={[1, 3]} xl={16} />
        </Row>
      </FilingForm>
      <DraftDocuments title="申请材料" record={record} waiting="保存申请后即可上传自行维保管理制度及应急救援预案。">
        {(id) => <SelfMaintDocuments id={id} readOnly={false} />}
      </DraftDocuments>
      <DraftActions {...draft} submitLabel={record?.state === 'returned' ? '重新提交' : '提交申请'} />
    </>
  );
}

const NOTE = '选择本单位的设备和持证维保人员，填写24小时值班电话和自行维保截止日期；保存后上传自行维保管理制度及应急救援预案并提交，登记机关审核通过后生效。';

/** 维保单位变更管理 › 自行维保申请表 (/implementation/selfMaintainForm): a new application, or a saved or returned one (?id=). */
export default function SelfMaintFormPage() {
  const id = usePageParam('id');
  const options = useSelfMaintOptions();
  return (
    <FilingFormPage
      id={id}
      query={useSelfMaint(id)}
      needs={[options]}
      newTitle="自行维保申请"
      title={(r) => `自行维保申请 ${r.applyNo}`}
      note={NOTE}
      tag={(r) => <SelfMaintStateTag state={r.state} />}
      editable={(r) => SELF_MAINT_EDITABLE.includes(r.state)}
      locked={{ noun: '申请', state: (r) => SELF_MAINT_FLOW.states[r.state].label, path: PATHS.selfMaintDetail }}
    >
      {(r) => options.data && <Editor record={r} options={options.data} />}
    </FilingFormPage>
  );
}
