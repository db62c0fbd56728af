import type { MaintChangeRecord, MaintDevice } from '@portal/contract';
import { MAINT_CHANGE_FLOW, MAINT_CHANGE_MESSAGES, maintContractLastDay, saveMaintChangeInput } from '@portal/contract/api/maintenance';

import { Alert, Col, DatePicker, Form, Input, Row, Select, Skeleton, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useMaintChange, useMaintDevices, useMaintUnits, useSaveMaintChange } from '../../api/maintenance';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../components/date-value';
import { DeviceChooser } from '../../components/device-chooser';
import { DraftActions, FilingFormPage, useDraftSave } from '../../components/draft-form';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS } from '../../routes/paths';
import { MaintChangeStateTag, MaintenanceText } from './maintenance-sections';
import '../use-record/use-record.css';

interface Values {
  toUnitId: string;
  contractNo: string;
  contractFrom: string;
  contractTo: string;
  remark: string;
}

const field = saveMaintChangeInput.shape;

const period: FormRule = (form) => ({
  validator: (_, to: string) => {
    const from = form.getFieldValue('contractFrom') as string;
    if (!from || !to) return Promise.resolve();
    if (to <= from) return Promise.reject(new Error(MAINT_CHANGE_MESSAGES.contractTo));
    return to > maintContractLastDay(from) ? Promise.reject(new Error(MAINT_CHANGE_MESSAGES.tooLong)) : Promise.resolve();
  },
});

/** 新维保单位: the maintenance units whose registration and licence are in force, searched by name or credit code. */
function UnitSelect({ id, value, onChange, initial }: { id?: string; value?: string; onChange?: (v: string) => void; initial?: { id: string; name: string } }) {
  const [keyword, setKeyword] = useState('');
  const found = useMaintUnits(keyword.trim());
  const options = (found.data ?? []).map((u) => ({ value: u.id, label: `${u.name}（值班电话 ${u.dutyPhone}，许可有效期至 ${u.licenceValidTo}）` }));
  if (initial && !options.some((o) => o.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="输入维保单位名称或统一社会信用代码查找"
      loading={found.isFetching}
      notFoundContent={found.isFetching ? '查找中…' : '没有找到：维保单位须已备案且许可在有效期内'}
      options={options}
    />
  );
}

/** The unit's elevators in service; one is picked. */
function ElevatorChooser({ picked, onPick }: { picked: MaintDevice | null; onPick: (d: MaintDevice) => void }) {
  const table = useSearchTable<{ keyword?: string }>();
  const result = useMaintDevices({ ...table.filters, pageNo: table.pageNo, pageSize: table.pageSize });
  return (
    <DeviceChooser
      single
      table={table}
      result={result}
      selected={picked ? [picked] : []}
      onChange={([d]) => onPick(d)}
      blocked={(d) => !!d.openChangeNo}
      unit="台电梯"
      placeholder="设备代码、名称、单位内编号、使用地点或维保单位"
      columns={[
        { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 190, render: (v: string) => v || '—' },
        { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 110 },
        { key: 'internalNo', title: '单位内编号', dataIndex: 'internalNo', width: 120 },
        { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
        { key: 'maintenance', title: '当前维保单位', width: 260, render: (_, d) => <MaintenanceText name={d.maintenanceUnit} assigned={d.assigned} /> },
        { key: 'open', title: '办理中', dataIndex: 'openChangeNo', width: 150, render: (v: string) => v || '—' },
      ]}
    />
  );
}

function Editor({ record, initialDevice }: { record?: MaintChangeRecord; initialDevice: MaintDevice | null }) {
  const [form] = Form.useForm<Values>();
  const [device, setDevice] = useState<MaintDevice | null>(record ? { ...record.device, openChangeNo: record.changeNo } : initialDevice);
  const save = useSaveMaintChange();
  const draft = useDraftSave({
    form,
    record,
    check: () => (device ? undefined : '请选择要变更维保单位的电梯'),
    save: (values, at) => save.mutateAsync({ ...values, equipmentId: device!.equipmentId, ...at }),
    submitted: (saved) => `申请 ${saved.changeNo} 已提交，请等待${saved.toName}认领`,
    created: (saved) => `申请 ${saved.changeNo} 已保存，请上传维保合同后提交`,
    detailPath: PATHS.maintChangeDetail,
    formPath: PATHS.maintChangeForm,
  });
  const today = chinaToday();
  const initial: Partial<Values> = record ?? { contractFrom: today, contractTo: dayjs(today).add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD'), remark: '' };

  return (
    <>
      <h3 className="ur-section">电梯</h3>
      {device && (
        <Alert
          className="ur-alert"
          type="info"
          showIcon
          title={`已选：${device.deviceCode || '—'} ${device.productName} ${device.internalNo}（${device.address}）`}
          description={
            <>
              当前维保单位：
              <MaintenanceText name={device.maintenanceUnit} phone={device.maintenancePhone} assigned={device.assigned} />
            </>
          }
        />
      )}
      {!record && <ElevatorChooser picked={device} onPick={setDevice} />}
      <Form<Values> form={form} layout="vertical" className="ur-form" initialValues={initial} scrollToFirstError={{ block: 'center' }}>
        <h3 className="ur-section">新维保单位与合同</h3>
        <Row gutter={24}>
          <Col xs={24} xl={14}>
            <Form.Item name="toUnitId" label="新维保单位" required rules={[fromSchema(field.toUnitId)]}>
              <UnitSelect initial={record ? { id: record.toUnitId, name: record.toName } : undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={10}>
            <Form.Item name="contractNo" label="维保合同编号" required rules={[fromSchema(field.contractNo)]} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="contractFrom" label="合同开始日期" required rules={[fromSchema(field.contractFrom)]} {...dateTextProps}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="contractTo" label="合同截止日期" required rules={[fromSchema(field.contractTo), period]} dependencies={['contractFrom']} {...dateTextProps}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={12}>
            <Form.Item name="remark" label="备注" rules={[fromSchema(field.remark)]}>
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 1, maxRows: 3 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <h3 className="ur-section">维保合同</h3>
      {record ? <AttachmentUpload bizType="maintChange" bizId={record.id} kind="contract" title="维保合同（必传）" /> : <p className="ur-muted">保存申请后即可上传维保合同。</p>}
      <DraftActions {...draft} submitLabel="提交申请" />
    </>
  );
}

/** A device named in the address (?equipmentId=), from the equipment pages. */
function NewChange() {
  const equipmentId = usePageParam('equipmentId');
  const picked = useMaintDevices({ ids: [equipmentId], pageNo: 1, pageSize: 1 }, !!equipmentId);
  if (equipmentId && !picked.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Editor initialDevice={picked.data?.list[0] ?? null} />;
}

const NOTE = '新维保单位须已完成维保单位备案且许可在有效期内。保存后上传维保合同并提交，维保单位认领后变更生效。';

/** 维保单位变更管理 › 维保单位变更 (/implementation/ModificationMaintenance): a new application, or a saved draft (?id=). */
export default function MaintApplyFormPage() {
  const id = usePageParam('id');
  return (
    <FilingFormPage
      id={id}
      query={useMaintChange(id)}
      newTitle="维保单位变更"
      title={(r) => `维保单位变更 ${r.changeNo}`}
      note={NOTE}
      tag={(r) => <MaintChangeStateTag state={r.state} />}
      editable={(r) => r.side === 'owner' && r.state === 'draft'}
      locked={{ noun: '申请', state: (r) => MAINT_CHANGE_FLOW.states[r.state].label, path: PATHS.maintChangeDetail }}
    >
      {(r) => (r ? <Editor record={r} initialDevice={null} /> : <NewChange />)}
    </FilingFormPage>
  );
}
