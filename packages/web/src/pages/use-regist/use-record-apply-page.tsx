import type { UseRegistRecord } from '@portal/contract';
import { USE_REGIST_EDITABLE, USE_REGIST_FLOW } from '@portal/contract/api/use-regist';

import { Form } from 'antd';
import { useState } from 'react';
import { useSaveUseRegist, useUseRegist } from '../../api/use-regist';
import { chinaToday } from '../../components/format';
import { DraftActions, DraftDocuments, FilingFormPage, ReturnedAlert, useDraftSave } from '../../components/draft-form';
import { usePageParam } from '../../components/page-param';
import { EntrustChoice } from '../../components/entrust-choice';
import { StateTag } from '../../components/state-tag';
import { PATHS } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { UseRegistFormFields, valuesOf, type UseRegistValues } from './use-regist-form';
import '../../components/filing.css';
import { RequiredDocuments } from '../../components/required-documents';

/**
 * The form, and once saved its documents; 保存 keeps a draft, 提交 sends it to the registry. A new one may be filed for
 * a principal whose authorisation is in force (委托申报, ?entrustId=); ?equipmentId= starts with that device.
 */
function Editor({ record }: { record?: UseRegistRecord }) {
  const [form] = Form.useForm<UseRegistValues>();
  const save = useSaveUseRegist();
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

  const draft = useDraftSave({
    form,
    record,
    // A saved application's equipment is shown, not a field: it comes from the record.
    kept: record && valuesOf(record),
    save: (values, at) => save.mutateAsync({ ...values, ...at, entrustId: record ? '' : entrustId }),
    submitted: (saved) => `申请 ${saved.applyNo} 已提交，请等待登记机关受理`,
    created: (saved) => `申请 ${saved.applyNo} 已保存，请上传申请材料后提交`,
    detailPath: PATHS.useRecordDetail,
    formPath: PATHS.useRecordApply,
  });

  return (
    <>
      <ReturnedAlert record={record} by="登记机关退回了此申请" />
      <EntrustChoice
        record={record}
        scope="useRegist"
        value={entrustId}
        onChange={(v) => {
          setEntrustId(v);
          // Another unit's devices: the form starts over.
          form.resetFields();
          setFormKey((k) => k + 1);
        }}
      />
      <UseRegistFormFields key={formKey} form={form} record={record} initialValues={initial} entrustId={entrustId} />
      <DraftDocuments title="申请材料" record={record} waiting="保存申请后即可上传申请材料。">
        {(id) => <RequiredDocuments bizType="useRegist" bizId={id} readOnly={false} />}
      </DraftDocuments>
      <DraftActions {...draft} submitLabel="提交申请" />
    </>
  );
}

/** 使用登记 › 使用登记申请: a new application (?id= continues a saved or returned one). */
export default function UseRecordApplyPage() {
  const id = usePageParam('id');
  return (
    <FilingFormPage
      id={id}
      query={useUseRegist(id)}
      newTitle="使用登记申请"
      title={(r) => `使用登记申请 ${r.applyNo}`}
      note="特种设备投入使用前或者投入使用后30日内应当办理使用登记。保存后上传申请材料，材料齐全方可提交。"
      tag={(r) => <StateTag flow={USE_REGIST_FLOW} state={r.state} />}
      editable={(r) => USE_REGIST_EDITABLE.includes(r.state)}
      locked={{ noun: '申请', state: (r) => USE_REGIST_FLOW.states[r.state].label, path: PATHS.useRecordDetail }}
    >
      {(r) => <Editor record={r} />}
    </FilingFormPage>
  );
}
