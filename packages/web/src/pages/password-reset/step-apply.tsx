import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';

import { Form } from 'antd';
import { PasswordFields } from '../../components/password-fields';
import { maskMobile } from '@portal/contract/domain/privacy';
import { SMS_CODE_RULES, SmsCodeInput } from '../../components/sms-code-input';
import { TokenUpload } from '../../components/token-upload/token-upload';

const LETTER = ATTACHMENT_BIZ_TYPES.resetPassword.kinds.letter;

/** Step two: the sealed letter, the new password and the code that proves the phone. */
export function ApplyStep({ mobile, token }: { mobile: string; token: (kind: string) => Promise<string> }) {
  return (
    <>
      <p className="pf-lead">申请函须写明单位名称、登录账号及申请重置密码的原因，并加盖单位公章；扫描件或清晰照片均可。</p>
      <Form.Item
        name="letter"
        className="rp-letter"
        rules={[{ validator: (_, count: number | undefined) => (count ? Promise.resolve() : Promise.reject(new Error(`请上传${LETTER}`))) }]}
      >
        <TokenUpload kind="letter" label={LETTER} required token={token} />
      </Form.Item>
      <PasswordFields name="newPassword" confirmName="confirmPassword" label="新密码" extra="审核通过后新密码生效，原密码随即失效" />
      <Form.Item name="smsCode" label="短信验证码" required rules={SMS_CODE_RULES} extra={`验证码将发送至 ${maskMobile(mobile)}`}>
        <SmsCodeInput purpose="resetPassword" resolveMobile={() => Promise.resolve(mobile)} />
      </Form.Item>
    </>
  );
}
