import type { InspectionApplyRecord } from '@portal/contract';
import { INSPECTION_EDITABLE, INSPECTION_FLOW } from '@portal/contract/api/online-apply';

import { Alert, App, Button, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useApplicableEquipment, useInspectionApply, useSaveInspectionApply } from '../../api/online-apply';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { RequiredDocuments } from '../../components/required-documents';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { EntrustSelect } from '../../components/entrust-select';
import { StateTag } from '../../components/state-tag';
import { ApplyActions, ApplyFields, type ApplyFieldValues } from './apply-fields';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { DevicePickerModal, listedOf } from './device-picker';
import { InspectionItems, type ListedDevice } from './inspection-items';
import { APPLY_NOTE } from './online-apply-page';
import '../use-record/use-record.css';

type Values = ApplyFieldValues;

const valuesOf = (r: InspectionApplyRecord): Values => ({
  orgId: r.orgId,
  inspectionKind: r.inspectionKind as Values['inspectionKind'],
  contact: r.contact,
  contactMobile: r.contactMobile,
  email: r.email,
  mailAddress: r.mailAddress,
  mailReceiver: r.mailReceiver,
  mailPhone: r.mailPhone,
  expectedDate: r.expectedDate,
  remark: r.remark,
});

const devicesOf = (r: InspectionApplyRecord): ListedDevice[] => r.items.map((i) => ({ ...i, dueDate: i.dueDate }));

/**
 * The application: devices, body, kind, contacts and mailing address; once saved its documents, then 提交 confirmed by
 * SMS. A new one may be filed for a principal whose authorisation is in force (委托申报); a saved one keeps whom it is for.
 */
function Editor({ record, initialDevices, initialEntrustId = '' }: { record?: InspectionApplyRecord; initialDevices: ListedDevice[]; initialEntrustId?: string }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const userName = useSession((s) => s.user?.name ?? '');
  const unitId = useSession((s) => s.user?.unitInfo.id ?? '');
  // The agent works on what it filed under its authorisation; the unit itself picks among its own devices.
  const [entrustId, setEntrustId] = useState(record ? (record.entrustId && record.unitId !== unitId ? record.entrustId : '') : initialEntrustId);
  const [form] = Form.useForm<Values>();
  const [devices, setDevices] = useState<ListedDevice[]>(record ? devicesOf(record) : initialDevices);
  const [picking, setPicking] = useState(false);
  const save = useSaveInspectionApply();
  const { failure, fail, clear } = useSaveFailure();
  const initial: Partial<Values> = record ? valuesOf(record) : { contact: userName, inspectionKind: 'periodic' };

  async function run(isCommit: boolean, authCode: string): Promise<boolean> {
    clear();
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return true;
    }
    if (devices.length === 0) {
      message.warning('请至少选择一台设备');
      return true;
    }
    if (isCommit && !authCode) {
      message.warning('请填写短信验证码');
      return false;
    }
    try {
      const saved = await save.mutateAsync({
        ...values,
        inspectionKind: values.inspectionKind!,
        equipmentIds: devices.map((d) => d.equipmentId),
        id: record?.id,
        version: record?.version,
        isCommit,
        authCode: isCommit ? authCode : '',
        isPc: true,
        entrustId,
      });
      if (!isCommit) {
        message.success(record ? '已保存' : `申请 ${saved.applyNo} 已保存，请上传加盖公章的报检申请书后提交`);
        if (!record) await navigate(recordPath(PATHS.onlineApplyEdit, saved.id), { replace: true });
        return true;
      }
      message.success(`申请 ${saved.applyNo} 已提交，请等待检验机构受理`);
      await navigate(recordPath(PATHS.onlineApplyDetail, saved.id));
    } catch (e) {
      fail(e);
    }
    return true;
  }

  return (
    <>
      {record?.state === 'returned' && (
        <Alert className="ur-alert" type="warning" showIcon title={`申请被退回：${record.opinion}`} description="请按退回原因修改申请或补充材料后重新提交。" />
      )}
      {record?.agentName ? (
        <Alert className="ur-alert" type="info" showIcon title={`委托申报：${record.agentName}代${record.unitName}申报`} />
      ) : (
        !record && (
          <EntrustSelect
            scope="inspection"
            value={entrustId}
            onChange={(v) => {
              setEntrustId(v);
              setDevices([]);
            }}
          />
        )
      )}
      <h3 className="ur-section">报检设备</h3>
      <InspectionItems
        devices={devices}
        linkDevices={false}
        action={(d) => (
          <Button type="link" size="small" danger onClick={() => setDevices(devices.filter((x) => x.equipmentId !== d.equipmentId))}>
            移除
          </Button>
        )}
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => setPicking(true)}>
        选择设备
      </Button>
      <DevicePickerModal
        open={picking}
        selected={devices}
        entrustId={entrustId}
        onClose={(picked) => {
          setPicking(false);
          if (picked) setDevices(picked);
        }}
      />
      <Form<Values> form={form} layout="vertical" className="ur-form" initialValues={initial} scrollToFirstError={{ block: 'center' }}>
        <ApplyFields />
      </Form>
      <h3 className="ur-section">报检材料</h3>
      {record ? <RequiredDocuments bizType="inspectionApply" bizId={record.id} readOnly={false} /> : <p className="ur-muted">保存申请后即可上传加盖公章的报检申请书。</p>}
      <SaveFailureAlert failure={failure} className="ur-alert" />
      <ApplyActions
        saved={!!record}
        saving={save.isPending}
        submitLabel="提交报检"
        resolveMobile={() => form.validateFields(['contactMobile']).then((v) => v.contactMobile)}
        run={run}
      />
    </>
  );
}

/** Devices named in the address (?ids=) when the application starts from the picker or a reminder. */
function NewApply() {
  const ids = usePageParam('ids').split(',').filter(Boolean).slice(0, 50);
  // ?entrustId= from an authorisation's page: filing for its principal.
  const entrustId = usePageParam('entrustId');
  const picked = useApplicableEquipment({ ids, entrustId: entrustId || undefined, pageNo: 1, pageSize: 50 }, ids.length > 0);
  if (ids.length && !picked.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Editor initialDevices={(picked.data?.list ?? []).filter((e) => !e.openApplyNo).map(listedOf)} initialEntrustId={entrustId} />;
}

/** Spec §2 /company-service/online-apply-form (new) and /online-apply-edit?id= (a saved or returned application). */
export default function ApplyFormPage() {
  const id = usePageParam('id');
  const query = useInspectionApply(id);
  const r = query.data;
  if (!id)
    return (
      <PageCard title="填写报检申请" note={APPLY_NOTE}>
        <NewApply />
      </PageCard>
    );
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <PageCard title={`报检申请 ${r.applyNo}`} extra={<StateTag flow={INSPECTION_FLOW} state={r.state} />}>
      {INSPECTION_EDITABLE.includes(r.state) ? (
        <Editor key={r.id} record={r} initialDevices={[]} />
      ) : (
        <Result status="info" title="该申请已提交，不能修改" extra={<a href={recordPath(PATHS.onlineApplyDetail, r.id)}>查看申请</a>} />
      )}
    </PageCard>
  );
}
