import type { UseRegistRecord } from '@portal/contract';
import { USE_REGIST_EDITABLE, USE_REGIST_FLOW } from '@portal/contract/api/use-regist';

import { Alert, App, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useSaveUseRegist, useUseRegist } from '../../api/use-regist';
import { chinaToday } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { DraftActions, useSaveFailure } from '../../components/save-failure';
import { EntrustSelect } from '../../components/entrust-select';
import { StateTag } from '../../components/state-tag';
import { recordPath, PATHS } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { UseRegistFormFields, valuesOf, type UseRegistValues } from './use-regist-form';
import './use-record.css';
import { RequiredDocuments } from '../../components/required-documents';

/**
 * The form, and once saved its documents; 保存 keeps a draft, 提交 sends it to the registry. A new one may be filed for
 * a principal whose authorisation is in force (委托申报, ?entrustId=); ?equipmentId= starts with that device.
 */
function Editor({ record }: { record?: UseRegistRecord }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<UseRegistValues>();
  const save = useSaveUseRegist();
  const { failure, fail, clear } = useSaveFailure();
  const user = useSession((s) => s.user);
  const presetDevice = usePageParam('equipmentId');
  const [entrustId, setEntrustId] = useState(usePageParam('entrustId'));
  const [formKey, setFormKey] = useState(0);
  const initial: Partial<UseRegistValues> = record
    ? valuesOf(record)
    : {
        fillerName: user?.name ?? '',
        fillDate: chinaToday(),
        contactPerson: user?.name ?? '',
        propertyUnit: '',
        remark: '',
        ...(presetDevice && !entrustId ? { equipmentId: presetDevice } : {}),
      };

  async function run(isCommit: boolean) {
    clear();
    let values: UseRegistValues;
    try {
      // A saved application's equipment is shown, not a field: it comes from the record.
      values = { ...(record ? valuesOf(record) : {}), ...(await form.validateFields()) };
    } catch {
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...values, id: record?.id, version: record?.version, isCommit, entrustId: record ? '' : entrustId });
      if (isCommit) {
        message.success(`申请 ${saved.applyNo} 已提交，请等待登记机关受理`);
        await navigate(recordPath(PATHS.useRecordDetail, saved.id));
      } else {
        message.success(record ? '已保存' : `申请 ${saved.applyNo} 已保存，请上传申请材料后提交`);
        if (!record) await navigate(recordPath(PATHS.useRecordApply, saved.id));
      }
    } catch (e) {
      fail(e);
    }
  }

  return (
    <>
      {record?.state === 'returned' && (
        <Alert className="ur-alert" type="warning" showIcon title={`登记机关退回了此申请：${record.opinion}`} description="请按退回原因修改申请或补充材料后重新提交。" />
      )}
      {record?.agentName ? (
        <Alert className="ur-alert" type="info" showIcon title={`委托申报：${record.agentName}代${record.unitName}申报`} />
      ) : (
        !record && (
          <EntrustSelect
            scope="useRegist"
            value={entrustId}
            onChange={(v) => {
              setEntrustId(v);
              // Another unit's devices: the form starts over.
              form.resetFields();
              setFormKey((k) => k + 1);
            }}
          />
        )
      )}
      <UseRegistFormFields key={formKey} form={form} record={record} initialValues={initial} entrustId={entrustId} />
      <h3 className="ur-section">申请材料</h3>
      {record ? <RequiredDocuments bizType="useRegist" bizId={record.id} readOnly={false} /> : <p className="ur-muted">保存申请后即可上传申请材料。</p>}
      <DraftActions failure={failure} saved={!!record} submitLabel={'提交申请'} onSave={() => void run(false)} onSubmit={() => void run(true)} saving={save.isPending} />
    </>
  );
}

/** 使用登记 › 使用登记申请: a new application (?id= continues a saved or returned one). */
export default function UseRecordApplyPage() {
  const id = usePageParam('id');
  const query = useUseRegist(id);
  const record = query.data;
  const title = record ? `使用登记申请 ${record.applyNo}` : '使用登记申请';
  const note = '特种设备投入使用前或者投入使用后30日内应当办理使用登记。保存后上传申请材料，材料齐全方可提交。';

  if (id && query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (id && !record) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (record && !USE_REGIST_EDITABLE.includes(record.state))
    return (
      <PageCard title={title}>
        <Result status="info" title={`该申请${USE_REGIST_FLOW.states[record.state].label}，不能修改`} extra={<StateTag flow={USE_REGIST_FLOW} state={record.state} />} />
      </PageCard>
    );
  return (
    <PageCard title={title} note={note} extra={record && <StateTag flow={USE_REGIST_FLOW} state={record.state} />}>
      <Editor key={record?.version ?? 'new'} record={record} />
    </PageCard>
  );
}
