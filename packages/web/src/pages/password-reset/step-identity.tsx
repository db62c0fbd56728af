import { Form, Input } from 'antd';
import { normalizeCode, VALIDATE_DELAY } from '../../components/form-rules';
import { IDENTITY_LABELS, identityRule } from './reset-fields';

/** Step one: the account, its unit's credit code and the phone on record must belong together. */
export function IdentityStep() {
  return (
    <>
      <Form.Item name="loginName" label={IDENTITY_LABELS.loginName} required rules={identityRule('loginName')} validateDebounce={VALIDATE_DELAY}>
        <Input placeholder="请输入忘记密码的登录账号" maxLength={64} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="uscc" label={IDENTITY_LABELS.uscc} required rules={identityRule('uscc')} validateDebounce={VALIDATE_DELAY} normalize={normalizeCode}>
        <Input placeholder="账号所属单位的18位统一社会信用代码" maxLength={18} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={IDENTITY_LABELS.mobile}
        required
        rules={identityRule('mobile')}
        validateDebounce={VALIDATE_DELAY}
        extra="账号登记的手机号，用于接收验证码和审核结果"
      >
        <Input placeholder="请输入11位手机号码" maxLength={11} />
      </Form.Item>
    </>
  );
}
