import { Alert, Button, Form, Space, Steps } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signUpload } from '../../api/registration';
import { getClientConfig } from '../../api/common';
import { failureText } from '../../api/http';
import { applyPasswordReset, checkResetIdentity } from '../../api/password-reset';
import { encryptPassword } from '../../api/sm2';
import { PublicCard, PublicFrame } from '../../components/public-frame/public-frame';
import { maskMobile } from '@portal/contract/domain/privacy';
import { stillValid } from '../../components/sms-code';
import { checkCodeAt } from '../../components/sms-code-input';
import { useUploadSign } from '../../components/token-upload/use-upload-sign';
import { PATHS } from '../../routes/paths';
import type { IdentityValues, ResetSentState } from './reset-fields';
import { ApplyStep } from './step-apply';
import { IdentityStep } from './step-identity';
import './reset-password.css';

interface ResetValues extends IdentityValues {
  newPassword: string;
  confirmPassword: string;
  smsCode: string;
  letter: number;
}

/** The phone's proof, reused while the same code stands for it (it is spent only by a successful submit). */
interface Ticket {
  code: string;
  smsTicket: string;
  expiresAt: string;
}

/**
 * Spec §2 /resetPassword: a forgotten password is reset by application: the account is matched
 * with its unit and phone, then the sealed letter, the new password and an SMS code go to an
 * administrator, whose approval puts the new password in force.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const [who, setWho] = useState<(IdentityValues & { unitName: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const ticket = useRef<Ticket | null>(null);
  const sign = useUploadSign((draftId) => signUpload('resetPassword', draftId));

  async function verify() {
    setFailure('');
    const v = await form.validateFields(['loginName', 'uscc', 'mobile']).catch(() => null);
    if (!v) return;
    const identity = { loginName: v.loginName.trim(), uscc: v.uscc.trim(), mobile: v.mobile.trim() };
    setBusy(true);
    try {
      const { unitName } = await checkResetIdentity(identity.loginName, identity.uscc, identity.mobile);
      setWho({ ...identity, unitName });
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (!who) return;
    setFailure('');
    const v = await form.validateFields(['letter', 'newPassword', 'confirmPassword', 'smsCode']).catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const code = v.smsCode.trim();
      let t = ticket.current;
      if (!t || t.code !== code || !stillValid(t.expiresAt, Date.now(), 30_000)) {
        const fresh = await checkCodeAt(form, who.mobile, 'resetPassword', code);
        if (!fresh) return;
        t = { code, ...fresh };
        ticket.current = t;
      }
      const { publicKey } = await getClientConfig();
      const newPassword = await encryptPassword(v.newPassword, publicKey);
      await applyPasswordReset({ loginName: who.loginName, uscc: who.uscc, mobile: who.mobile, smsTicket: t.smsTicket, newPassword, draftId: sign.draftId });
      const state: ResetSentState = { loginName: who.loginName, mobile: who.mobile };
      await navigate(PATHS.resetSuccess, { replace: true, state });
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame title="找回密码" intro="忘记登录密码时，提交加盖公章的申请函，经管理员审核通过后新密码生效">
      <PublicCard>
        <Form<ResetValues> form={form} layout="vertical" className="rp-form">
          <Steps className="pf-steps" current={who ? 1 : 0} items={[{ title: '核验身份' }, { title: '提交申请' }]} />
          {who ? (
            <>
              <div className="pf-banner rp-who">
                <span>
                  登录账号 <strong>{who.loginName}</strong>
                </span>
                <span>{who.unitName}</span>
                <span>手机 {maskMobile(who.mobile)}</span>
              </div>
              <ApplyStep mobile={who.mobile} token={sign.token} />
            </>
          ) : (
            <IdentityStep />
          )}
          {failure && <Alert className="rp-failure" type="error" showIcon title={failure} />}
          <div className="pf-actions">
            <Space>
              {who && (
                <Button onClick={() => setWho(null)} disabled={busy}>
                  上一步
                </Button>
              )}
              <Button type="primary" loading={busy} onClick={() => void (who ? submit() : verify())}>
                {who ? '提交申请' : '下一步'}
              </Button>
            </Space>
          </div>
        </Form>
      </PublicCard>
    </PublicFrame>
  );
}
