import { LOGIN_NAME_MSG } from '@portal/contract/api/registration';

import { Col, Form, Input, Row } from 'antd';
import { VALIDATE_DELAY } from '../../components/form-rules';
import { PasswordFields } from '../../components/password-fields';
import { maskMobile } from '@portal/contract/domain/privacy';
import { SMS_CODE_RULES, SmsCodeInput } from '../../components/sms-code-input';
import { FIELD_LABELS, ruleOf } from './register-fields';

interface AccountStepProps {
  /** A correction may keep the password it was sent with. */
  passwordOptional: boolean;
  /** The phone must answer a code (a new application, or a correction that changed the number). */
  needsCode: boolean;
  mobile: string;
}

/** Step four: the wished login name and password, and the code that proves the contact's phone. */
export function AccountStep({ passwordOptional, needsCode, mobile }: AccountStepProps) {
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item name="loginName" label={FIELD_LABELS.loginName} required rules={ruleOf('loginName')} validateDebounce={VALIDATE_DELAY} extra={LOGIN_NAME_MSG}>
          <Input placeholder="请输入登录账号" maxLength={32} autoComplete="username" />
        </Form.Item>
      </Col>
      <Col xs={0} md={12} />
      <PasswordFields
        label="登录密码"
        required={!passwordOptional}
        extra={passwordOptional ? '留空则沿用原申请时设置的密码' : undefined}
        wrap={(field) => (
          <Col xs={24} md={12}>
            {field}
          </Col>
        )}
      />
      <Col xs={24} md={12}>
        {needsCode ? (
          <Form.Item name="smsCode" label="短信验证码" required rules={SMS_CODE_RULES} extra={`验证码将发送至联系人手机 ${maskMobile(mobile)}`}>
            <SmsCodeInput purpose="register" resolveMobile={() => Promise.resolve(mobile)} />
          </Form.Item>
        ) : (
          <Form.Item label="联系人手机" extra="手机号未修改，无需再次验证">
            <Input value={maskMobile(mobile)} disabled />
          </Form.Item>
        )}
      </Col>
    </Row>
  );
}
