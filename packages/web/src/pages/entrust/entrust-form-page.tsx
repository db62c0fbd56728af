import type { EntrustDevice, EntrustRecord, EntrustScope } from '@portal/contract';
import { ENTRUST_EDITABLE, ENTRUST_FLOW, ENTRUST_MESSAGES, ENTRUST_SCOPE_KEYS, ENTRUST_SCOPES, entrustLastDay, saveEntrustInput } from '@portal/contract/api/entrust';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { Alert, Checkbox, Form, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useAgentCandidates, useEntrust, useEntrustable, useSaveEntrust } from '../../api/entrust';
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
import { useSession } from '../../state/session-store';
import { EntrustDevices, EntrustStateTag } from './entrust-sections';
import '../../components/filing.css';
import { RowLink } from '../../components/search-table/row-actions';

interface Values {
  agentUnitId: string;
  scopes: EntrustScope[];
  validFrom: string;
  validTo: string;
  contact: string;
  contactMobile: string;
  remark: string;
}

const field = saveEntrustInput.shape;

/** The validity across both dates, with the server's messages: the end not before the start, at most the longest period. */
const period = periodEnd({ from: 'validFrom', lastDay: entrustLastDay, early: ENTRUST_MESSAGES.validTo, tooLong: ENTRUST_MESSAGES.tooLong });

/** 受托单位: found by name or credit code among the units on the portal (the server leaves out the caller's own). */
const agentSelect = (initial?: { id: string; name: string }) => (
  <UnitSelect
    useFound={useAgentCandidates}
    label={(u) => `${u.name}（${u.uscc}）`}
    initial={initial}
    placeholder="输入受托单位名称或统一社会信用代码（至少2个字）查找"
    notFound={(keyword) => (keyword.trim().length < 2 ? '请输入至少2个字' : '没有找到该单位，受托单位须已在平台开通账号')}
  />
);

/** The unit's devices in service; ticked ones join the letter. */
function EntrustableChooser({ selected, onChange }: { selected: EntrustDevice[]; onChange: (devices: EntrustDevice[]) => void }) {
  const table = useSearchTable<{ keyword?: string }>();
  const result = useEntrustable({ ...table.filters, pageNo: table.pageNo, pageSize: table.pageSize });
  return (
    <DeviceChooser
      table={table}
      result={result}
      selected={selected}
      onChange={onChange}
      placeholder="设备代码、名称、登记证编号或使用地点"
      columns={[
        { key: 'type', title: '种类', dataIndex: 'typeCode', width: 90, render: (v: string) => EQUIPMENT_TYPE_NAMES[v as keyof typeof EQUIPMENT_TYPE_NAMES] ?? v },
        { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 140 },
        { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 190, render: (v: string) => v || '—' },
        { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 170, render: (v: string) => v || '未登记' },
        { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
      ]}
    />
  );
}

/** The letter: agent, business, devices, period and contact; once saved its stamped letter, then 提交 to the agent. */
function Editor({ record, initialDevices }: { record?: EntrustRecord; initialDevices: EntrustDevice[] }) {
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<Values>();
  const [devices, setDevices] = useState<EntrustDevice[]>(record?.devices ?? initialDevices);
  const save = useSaveEntrust();
  const draft = useDraftSave({
    form,
    record,
    check: () => (devices.length === 0 ? '请至少选择一台委托办理的设备' : undefined),
    save: (values, at) => save.mutateAsync({ ...values, equipmentIds: devices.map((d) => d.equipmentId), ...at }),
    submitted: (saved) => `委托书 ${saved.entrustNo} 已提交，请等待${saved.agentName}确认`,
    created: (saved) => `委托书 ${saved.entrustNo} 已保存，请上传加盖公章的授权委托书后提交`,
    detailPath: PATHS.entrustDetail,
    formPath: PATHS.entrustForm,
  });
  const today = chinaToday();
  const initial: Partial<Values> = record
    ? { ...record, scopes: [...record.scopes] }
    : // A year by default: the usual term of a maintenance contract the letter goes with.
      { scopes: ['useRegist', 'inspection'], validFrom: today, validTo: aYearOn(today, true), contact: user?.name ?? '', remark: '' };

  return (
    <>
      {record?.state === 'declined' && (
        <Alert className="ur-alert" type="warning" showIcon title={`${record.agentName}谢绝了此委托：${record.opinion}`} description="可修改后重新提交，或改为委托其他单位。" />
      )}
      <FilingForm form={form} initialValues={initial}>
        <h3 className="ur-section">受托单位与委托事项</h3>
        <Row gutter={24}>
          <FieldCell name="agentUnitId" label="受托单位" required rules={[fromSchema(field.agentUnitId)]} xl={14}>
            {agentSelect(record && { id: record.agentUnitId, name: `${record.agentName}（${record.agentUscc}）` })}
          </FieldCell>
          <FieldCell name="scopes" label="委托事项" required rules={[fromSchema(field.scopes)]} xl={10}>
            <Checkbox.Group options={ENTRUST_SCOPE_KEYS.map((k) => ({ value: k, label: ENTRUST_SCOPES[k] }))} />
          </FieldCell>
          <DateCell name="validFrom" label="委托开始日期" required rules={[fromSchema(field.validFrom)]} xl={6} />
          <DateCell name="validTo" label="委托截止日期" required rules={[fromSchema(field.validTo), period]} dependencies={['validFrom']} extra="委托期限最长3年" xl={6} />
          <TextCell name="contact" label="联系人" required rules={[fromSchema(field.contact)]} max={30} xl={6} />
          <TextCell name="contactMobile" label="联系人手机" required rules={[fromSchema(field.contactMobile)]} max={11} placeholder="11位手机号码" xl={6} />
          <TextAreaCell name="remark" label="备注" rules={[fromSchema(field.remark)]} max={200} rows={[1, 3]} xl={24} />
        </Row>
      </FilingForm>
      <h3 className="ur-section">委托办理的设备（已选 {devices.length} 台）</h3>
      {devices.length > 0 && (
        <EntrustDevices
          devices={devices}
          extra={{
            title: '操作',
            render: (d) => (
              <RowLink danger onClick={() => setDevices(devices.filter((x) => x.equipmentId !== d.equipmentId))}>
                移除
              </RowLink>
            ),
          }}
        />
      )}
      <EntrustableChooser selected={devices} onChange={setDevices} />
      <DraftDocuments title="授权委托书" record={record} waiting="保存委托书后即可上传加盖公章的授权委托书。">
        {(id) => <AttachmentUpload bizType="entrust" bizId={id} kind="letter" title="加盖公章的授权委托书（必传）" />}
      </DraftDocuments>
      <DraftActions {...draft} submitLabel="提交委托" />
    </>
  );
}

/** A device named in the address (?equipmentId=), from the registration-method page. */
function NewEntrust() {
  const equipmentId = usePageParam('equipmentId');
  const picked = useEntrustable({ ids: [equipmentId], pageNo: 1, pageSize: 1 }, !!equipmentId);
  if (equipmentId && !picked.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Editor initialDevices={picked.data?.list ?? []} />;
}

const NOTE = '受托单位须已在平台开通账号。保存后上传加盖公章的授权委托书，提交后由受托单位确认，接受后在委托期限内可代为申报。';

/** 委托申报 › 委托书: a new letter, or a saved or declined one (?id=). */
export default function EntrustFormPage() {
  const id = usePageParam('id');
  return (
    <FilingFormPage
      id={id}
      query={useEntrust(id)}
      newTitle="新建委托书"
      title={(r) => `委托书 ${r.entrustNo}`}
      note={NOTE}
      tag={(r) => <EntrustStateTag record={r} />}
      editable={(r) => r.side === 'principal' && ENTRUST_EDITABLE.includes(r.state)}
      locked={{ noun: '委托书', state: (r) => ENTRUST_FLOW.states[r.state].label, path: PATHS.entrustDetail }}
    >
      {(r) => (r ? <Editor record={r} initialDevices={[]} /> : <NewEntrust />)}
    </FilingFormPage>
  );
}
