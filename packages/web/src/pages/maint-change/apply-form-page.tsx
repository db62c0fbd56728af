import type { MaintChangeRecord, MaintDevice } from '@portal/contract';
import { MAINT_CHANGE_FLOW, MAINT_CHANGE_MESSAGES, maintContractLastDay, saveMaintChangeInput } from '@portal/contract/api/maint-change';

import { Alert, Form, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useMaintChange, useMaintDevices, useMaintUnits, useSaveMaintChange } from '../../api/maint-change';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { DeviceChooser } from '../../components/device-chooser';
import { DraftActions, DraftDocuments, FilingForm, FilingFormPage, useDraftSave } from '../../components/draft-form';
import { DateCell, FieldCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromSchema } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { aYearOn, periodEnd } from '../../components/period-rule';
import { UnitSelect } from '../../components/unit-select';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS } from '../../routes/paths';
import { MaintChangeStateTag, MaintenanceText } from '../../components/maint-change/maintenance-sections';
import '../../components/filing.css';

interface Values {
  toUnitId: string;
  contractNo: string;
  contractFrom: string;
  contractTo: string;
  remark: string;
}

const field = saveMaintChangeInput.shape;

const period = periodEnd({ from: 'contractFrom', lastDay: maintContractLastDay, early: MAINT_CHANGE_MESSAGES.contractTo, tooLong: MAINT_CHANGE_MESSAGES.tooLong, strict: true });

/** The maintenance units' query as the search box has it. */
const useUnitsFound = (keyword: string) => useMaintUnits(keyword.trim());

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
  const initial: Partial<Values> = record ?? { contractFrom: today, contractTo: aYearOn(today, true), remark: '' };

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
      <FilingForm form={form} initialValues={initial}>
        <h3 className="ur-section">新维保单位与合同</h3>
        <Row gutter={24}>
          <FieldCell name="toUnitId" label="新维保单位" required rules={[fromSchema(field.toUnitId)]} xl={14}>
            <UnitSelect
              useFound={useUnitsFound}
              label={(u) => `${u.name}（值班电话 ${u.dutyPhone}，许可有效期至 ${u.licenceValidTo}）`}
              initial={record && { id: record.toUnitId, name: record.toName }}
              placeholder="输入维保单位名称或统一社会信用代码查找"
              notFound={() => '没有找到：维保单位须已备案且许可在有效期内'}
            />
          </FieldCell>
          <TextCell name="contractNo" label="维保合同编号" required rules={[fromSchema(field.contractNo)]} max={50} xl={10} />
          <DateCell name="contractFrom" label="合同开始日期" required rules={[fromSchema(field.contractFrom)]} xl={6} />
          <DateCell name="contractTo" label="合同截止日期" required rules={[fromSchema(field.contractTo), period]} dependencies={['contractFrom']} xl={6} />
          <TextAreaCell name="remark" label="备注" rules={[fromSchema(field.remark)]} max={200} rows={[1, 3]} xl={12} />
        </Row>
      </FilingForm>
      <DraftDocuments title="维保合同" record={record} waiting="保存申请后即可上传维保合同。">
        {(id) => <AttachmentUpload bizType="maintChange" bizId={id} kind="contract" title="维保合同（必传）" />}
      </DraftDocuments>
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
