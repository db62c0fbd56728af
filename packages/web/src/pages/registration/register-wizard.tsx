import type { AccountApplication, UnitRegistCheck } from '@portal/contract';
import { Alert, Button, Form, Space, Steps, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { applyAccount, checkUnitRegist, resubmitAccount, signUpload } from '../../api/registration';
import { getClientConfig } from '../../api/common';
import { useDictLabel } from '../../api/dict';
import { failureText } from '../../api/http';
import { encryptPassword } from '../../api/sm2';
import { DEFAULT_AREA } from '../../components/area-cascader';
import { stillValid } from '../../components/sms-code';
import { checkCodeAt } from '../../components/sms-code-input';
import { useUploadSign } from '../../components/token-upload/use-upload-sign';
import { applicationFields, DETAIL_FIELDS, IDENTITY_FIELDS, MATERIAL_KINDS, valuesOf, type IdentityValues, type RegisterValues } from './register-fields';
import { AccountStep } from './step-account';
import { MaterialStep } from './step-material';
import { IdentityFields, UnitCheckStep } from './step-unit-check';
import { UnitDetailsStep } from './step-unit-details';

export type WizardMode = { kind: 'apply' } | { kind: 'resubmit'; application: AccountApplication; accessToken: string };

export interface Submitted {
  unitName: string;
  loginName: string;
  mobile: string;
}

type StepKey = 'check' | 'details' | 'material' | 'account';

const STEP_TITLES: Record<StepKey, string> = { check: '单位核验', details: '单位信息', material: '申请材料', account: '账号设置' };

/** A proven phone: the ticket stands for this number and this code until it expires (single use, spent only by a successful submit). */
interface Ticket {
  mobile: string;
  code: string;
  smsTicket: string;
  expiresAt: string;
}

/** The unit checked at step one, kept in view while the rest is filled in. */
function UnitBanner({ form }: { form: FormInstance<RegisterValues> }) {
  const v = form.getFieldsValue([...IDENTITY_FIELDS]) as Partial<IdentityValues>;
  const type = useDictLabel('unit_type', v.unitType ?? '');
  return (
    <div className="pf-banner">
      <span className="reg-banner-label">申请单位</span>
      <strong>{v.unitName}</strong>
      <span>{v.uscc}</span>
      <span>{type}</span>
    </div>
  );
}

/**
 * The account application in steps, for a new application or the correction of a returned one.
 * One form holds every step (fields of a step not shown keep their values); each step checks
 * only its own fields before moving on, and the server checks everything again on submit.
 */
export function RegisterWizard({ mode, onSubmitted }: { mode: WizardMode; onSubmitted: (s: Submitted) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const original = mode.kind === 'resubmit' ? mode.application : null;
  const steps: StepKey[] = original ? ['details', 'material', 'account'] : ['check', 'details', 'material', 'account'];
  const [index, setIndex] = useState(0);
  const [check, setCheck] = useState<UnitRegistCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const ticket = useRef<Ticket | null>(null);
  const sign = useUploadSign((draftId) => signUpload('register', draftId), original?.draftId);
  const step = steps[index];
  const mobile = ((form.getFieldValue('mobile') as string | undefined) ?? '').trim();
  // A correction keeps its proven number; only a changed one must answer a code again.
  const needsCode = !original || mobile !== original.mobile;

  const fieldsOf = (s: StepKey): Array<string | string[]> => {
    if (s === 'check') return [...IDENTITY_FIELDS];
    if (s === 'details') return original ? [...IDENTITY_FIELDS, ...DETAIL_FIELDS] : [...DETAIL_FIELDS];
    if (s === 'material') return Object.keys(MATERIAL_KINDS).map((k) => ['material', k]);
    return ['loginName', 'password', 'confirmPassword', ...(needsCode ? ['smsCode'] : [])];
  };

  const validate = async (s: StepKey): Promise<boolean> => {
    try {
      await form.validateFields(fieldsOf(s));
      return true;
    } catch (e) {
      const first = (e as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return false;
    }
  };

  async function next() {
    setFailure('');
    if (!(await validate(step))) return;
    if (step === 'check') {
      const v = form.getFieldsValue([...IDENTITY_FIELDS]) as IdentityValues;
      setBusy(true);
      try {
        const result = await checkUnitRegist(v.uscc.trim(), v.unitName.trim(), v.unitType);
        setCheck(result);
        if (result.status !== 'free') return;
      } catch (e) {
        setFailure(failureText(e));
        return;
      } finally {
        setBusy(false);
      }
    }
    setIndex((i) => i + 1);
    window.scrollTo({ top: 0 });
  }

  /** The phone's ticket: kept from an earlier try while the same code still stands for it, else the code is checked now. */
  async function proveMobile(v: RegisterValues, to: string): Promise<string | null> {
    const code = (v.smsCode ?? '').trim();
    const t = ticket.current;
    if (t && t.mobile === to && t.code === code && stillValid(t.expiresAt, Date.now(), 30_000)) return t.smsTicket;
    const fresh = await checkCodeAt(form, to, 'register', code);
    if (fresh) ticket.current = { mobile: to, code, ...fresh };
    return fresh?.smsTicket ?? null;
  }

  async function submit() {
    setFailure('');
    if (!(await validate('account'))) return;
    const v = form.getFieldsValue(true) as RegisterValues;
    const fields = applicationFields(v);
    setBusy(true);
    try {
      const smsTicket = needsCode ? await proveMobile(v, fields.mobile) : '';
      if (smsTicket === null) return;
      const { publicKey } = await getClientConfig();
      const password = v.password ? await encryptPassword(v.password, publicKey) : '';
      if (original && mode.kind === 'resubmit') await resubmitAccount({ ...fields, id: original.id, accessToken: mode.accessToken, draftId: sign.draftId, password, smsTicket });
      else await applyAccount({ ...fields, draftId: sign.draftId, password, smsTicket });
      onSubmitted({ unitName: fields.unitName, loginName: fields.loginName, mobile: fields.mobile });
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  const last = index === steps.length - 1;
  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      className="reg-form"
      // A new application starts in Ningbo (spec §3 default area); the applicant picks the district.
      initialValues={original ? valuesOf(original) : { areaCode: DEFAULT_AREA }}
      onValuesChange={(changed: Partial<RegisterValues>) => {
        if (IDENTITY_FIELDS.some((f) => f in changed)) setCheck(null);
      }}
    >
      <Steps className="pf-steps" current={index} items={steps.map((s) => ({ title: STEP_TITLES[s] }))} />
      {step !== 'check' && !original && <UnitBanner form={form} />}
      <div className="reg-step">
        {step === 'check' && <UnitCheckStep result={check} />}
        {step === 'details' && (
          <>
            {original && <IdentityFields />}
            <UnitDetailsStep />
          </>
        )}
        {step === 'material' && <MaterialStep token={sign.token} />}
        {step === 'account' && <AccountStep passwordOptional={!!original} needsCode={needsCode} mobile={mobile} />}
      </div>
      {failure && <Alert className="reg-failure" type="error" showIcon title={failure} />}
      <div className="pf-actions">
        <Space>
          {index > 0 && (
            <Button onClick={() => setIndex((i) => i - 1)} disabled={busy}>
              上一步
            </Button>
          )}
          {last ? (
            <Button type="primary" onClick={() => void submit()} loading={busy}>
              {original ? '重新提交' : '提交申请'}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void next()} loading={busy}>
              {step === 'check' ? '核验并继续' : '下一步'}
            </Button>
          )}
        </Space>
      </div>
    </Form>
  );
}
