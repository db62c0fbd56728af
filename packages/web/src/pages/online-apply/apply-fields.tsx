import type { InspectionApplyForm, InspectionApplyRecord } from '@portal/contract';
import { APPLY_INSPECTION_KINDS, APPLY_INSPECTION_KIND_KEYS } from '@portal/contract/api/fee';
import { INSPECTION_EDITABLE, INSPECTION_FLOW, inspectionApplyForm } from '@portal/contract/api/online-apply';

import { App, Button, Form, Modal, Result, Row, Select, Space, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useInspectionOrgs } from '../../api/online-apply';
import { DraftDocuments, FilingForm } from '../../components/draft-form';
import { DateCell, FieldCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromObjectSchema } from '../../components/form-rules';
import { PageCard } from '../../components/page-card';
import { RequiredDocuments } from '../../components/required-documents';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { SmsCodeInput } from '../../components/sms-code-input';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';

/** What the unit types on an application besides its devices. */
export type ApplyFieldValues = Omit<InspectionApplyForm, 'equipmentIds' | 'inspectionKind'> & { inspectionKind?: InspectionApplyForm['inspectionKind'] };
const rules = (name: keyof InspectionApplyForm) => [fromObjectSchema(inspectionApplyForm, name)];

/** A saved application's body, date wanted, contacts and mailing address, as its form holds them. */
export const contactValuesOf = (r: InspectionApplyRecord): Omit<ApplyFieldValues, 'inspectionKind'> => ({
  orgId: r.orgId,
  contact: r.contact,
  contactMobile: r.contactMobile,
  email: r.email,
  mailAddress: r.mailAddress,
  mailReceiver: r.mailReceiver,
  mailPhone: r.mailPhone,
  expectedDate: r.expectedDate,
  remark: r.remark,
});

/**
 * The body, kind and date wanted, the contact and where the reports are mailed: the same on every application form.
 * A supervision application's kind follows from its construction notice (`withKind` false).
 */
export function ApplyFields({ withKind = true }: { withKind?: boolean }) {
  const form = Form.useFormInstance<ApplyFieldValues>();
  const orgs = useInspectionOrgs();
  // With one inspection body on the portal there is nothing to choose.
  const onlyOrg = orgs.data?.length === 1 ? orgs.data[0].id : undefined;
  useEffect(() => {
    if (onlyOrg && !form.getFieldValue('orgId')) form.setFieldValue('orgId', onlyOrg);
  }, [onlyOrg, form]);
  return (
    <>
      <h3 className="ur-section">{withKind ? '检验机构与检验类别' : '检验机构'}</h3>
      <Row gutter={24}>
        <FieldCell name="orgId" label="检验机构" required rules={rules('orgId')} extra="申请只发送给所选检验机构">
          <Select placeholder="请选择" loading={orgs.isLoading} options={(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name }))} />
        </FieldCell>
        {withKind && (
          <FieldCell name="inspectionKind" label="检验类别" required rules={rules('inspectionKind')}>
            <Select placeholder="请选择" options={APPLY_INSPECTION_KIND_KEYS.map((k) => ({ value: k, label: APPLY_INSPECTION_KINDS[k] }))} />
          </FieldCell>
        )}
        <DateCell name="expectedDate" label="期望检验日期" rules={rules('expectedDate')} extra="实际检验日期由检验机构约定" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Row>
      <h3 className="ur-section">联系人与报告邮寄</h3>
      <Row gutter={24}>
        <TextCell name="contact" label="联系人" required rules={rules('contact')} max={32} />
        <TextCell name="contactMobile" label="联系人手机号码" required rules={rules('contactMobile')} extra="提交时向此号码发送短信验证码" max={11} />
        <TextCell name="email" label="电子邮箱" rules={rules('email')} max={100} />
        <TextCell name="mailAddress" label="报告邮寄地址" required rules={rules('mailAddress')} max={200} xl={24} />
        <TextCell name="mailReceiver" label="收件人" required rules={rules('mailReceiver')} max={32} />
        <TextCell name="mailPhone" label="收件人电话" required rules={rules('mailPhone')} max={32} />
        <TextAreaCell name="remark" label="备注" rules={rules('remark')} max={500} rows={[2, 5]} xl={24} />
      </Row>
    </>
  );
}

/** What sets one kind of application form apart: its documents' heading, the signed form the unit uploads, its submit button and where a saved one is edited. */
export interface ApplyKind {
  documents: string;
  letter: string;
  submitLabel: string;
  editPath: string;
  /** Whether the unit picks the inspection kind (a supervision's follows from its construction notice). */
  withKind: boolean;
}

interface ApplySaveOptions<V> {
  kind: ApplyKind;
  form: FormInstance<V>;
  /** The saved application being edited; none for a new one. */
  record?: { id: string; version: number };
  /** The area's own check once the fields pass: what to warn of, or nothing when the application may go. */
  check?: () => string | undefined;
  /** Stores the application (and submits it with the code when isCommit); resolves to the stored one. */
  save: (values: V, at: { id?: string; version?: number; isCommit: boolean; authCode: string; isPc: true }) => Promise<{ id: string; applyNo: string }>;
}

/**
 * 保存 and 提交 of an application form: the fields and the area's check, the code sent to the contact's mobile on
 * submitting, then the toast and on to the next page. `run` answers whether the code dialog may close.
 */
export function useApplySave<V>(o: ApplySaveOptions<V>) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { failure, fail, clear } = useSaveFailure();
  const [saving, setSaving] = useState(false);

  async function run(isCommit: boolean, authCode: string): Promise<boolean> {
    clear();
    const values = await o.form.validateFields().catch(() => null);
    if (!values) return true;
    const warning = o.check?.();
    if (warning) {
      message.warning(warning);
      return true;
    }
    if (isCommit && !authCode) {
      message.warning('请填写短信验证码');
      return false;
    }
    setSaving(true);
    try {
      const saved = await o.save(values, { id: o.record?.id, version: o.record?.version, isCommit, authCode: isCommit ? authCode : '', isPc: true });
      if (!isCommit) {
        message.success(o.record ? '已保存' : `申请 ${saved.applyNo} 已保存，请上传加盖公章的${o.kind.letter}后提交`);
        if (!o.record) await navigate(recordPath(o.kind.editPath, saved.id), { replace: true });
        return true;
      }
      message.success(`申请 ${saved.applyNo} 已提交，请等待检验机构受理`);
      await navigate(recordPath(PATHS.onlineApplyDetail, saved.id));
    } catch (e) {
      fail(e);
    } finally {
      setSaving(false);
    }
    return true;
  }

  return { failure, saving, run };
}

/**
 * An application's form under what the page shows first: the body, kind and date wanted, the contacts and mailing
 * address; its documents once saved, the refusal of the last try, 保存 and, once saved, 提交, which asks first for the
 * code sent to the contact's mobile.
 */
export function ApplyForm<V extends ApplyFieldValues>({
  kind,
  form,
  record,
  initialValues,
  save,
}: {
  kind: ApplyKind;
  form: FormInstance<V>;
  record?: { id: string };
  initialValues: Partial<V>;
  save: ReturnType<typeof useApplySave>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [authCode, setAuthCode] = useState('');
  return (
    <>
      <FilingForm form={form} initialValues={initialValues}>
        <ApplyFields withKind={kind.withKind} />
      </FilingForm>
      <DraftDocuments title={kind.documents} record={record} waiting={`保存申请后即可上传加盖公章的${kind.letter}。`}>
        {(id) => <RequiredDocuments bizType="inspectionApply" bizId={id} readOnly={false} />}
      </DraftDocuments>
      <SaveFailureAlert failure={save.failure} className="ur-alert" />
      <Space className="ur-actions">
        <Button onClick={() => void save.run(false, '')} loading={save.saving}>
          {record ? '保存' : '保存草稿'}
        </Button>
        {record && (
          <Button type="primary" onClick={() => setConfirming(true)}>
            {kind.submitLabel}
          </Button>
        )}
      </Space>
      <Modal
        open={confirming}
        title="短信验证"
        okText="确认提交"
        cancelText="取消"
        okButtonProps={{ loading: save.saving }}
        onOk={() => void save.run(true, authCode).then((close) => close && setConfirming(false))}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p>提交前请验证联系人手机号码。</p>
        <SmsCodeInput purpose="inspectApply" value={authCode} onChange={setAuthCode} resolveMobile={() => form.validateFields(['contactMobile']).then((v) => v.contactMobile)} />
      </Modal>
    </>
  );
}

/** A saved application on its form page: its number and state over the form while the unit may change it, else a link to it. */
export function SavedApply({ record: r, title, children }: { record: InspectionApplyRecord; title: string; children: ReactNode }) {
  return (
    <PageCard title={`${title} ${r.applyNo}`} extra={<StateTag flow={INSPECTION_FLOW} state={r.state} />}>
      {INSPECTION_EDITABLE.includes(r.state) ? (
        children
      ) : (
        <Result status="info" title="该申请已提交，不能修改" extra={<a href={recordPath(PATHS.onlineApplyDetail, r.id)}>查看申请</a>} />
      )}
    </PageCard>
  );
}
