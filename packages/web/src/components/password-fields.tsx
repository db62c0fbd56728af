import { strongPassword } from '@portal/contract/validators/rules';

import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { fromRule, VALIDATE_DELAY } from './form-rules';
import { passwordStrength } from './password-strength';
import './password-fields.css';

interface PasswordFieldsProps {
  /** The field names of the password and its confirmation. */
  name?: string;
  confirmName?: string;
  /** '登录密码', '新密码', '初始密码': used in labels and messages. */
  label: string;
  /** Optional passwords (a correction that keeps the old one) are checked only when typed. */
  required?: boolean;
  extra?: string;
  /** Places each of the two fields (a grid column, say); as they are by default. */
  wrap?: (field: ReactNode) => ReactNode;
}

/** Four bars filled by the spec §5 score, with what is still missing. */
function StrengthMeter({ password }: { password: string }) {
  const s = passwordStrength(password);
  return (
    <div className={`pw-meter pw-meter-${s.tone}`} aria-live="polite">
      <div className="pw-meter-bars" aria-hidden>
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={i <= s.score ? 'on' : undefined} />
        ))}
      </div>
      <span className="pw-meter-text">
        {s.label ? `密码强度：${s.label}` : '8-16位，须同时包含大写字母、小写字母、数字和特殊字符'}
        {s.hint && <span className="pw-meter-hint">（{s.hint}）</span>}
      </span>
    </div>
  );
}

/**
 * A new password with its strength meter and confirmation, checked with the contract's rule
 * (score 4, 密码杂度低请重新输入) after the spec's 500 ms pause.
 */
export function PasswordFields({ name = 'password', confirmName = 'confirmPassword', label, required = true, extra, wrap = (f) => f }: PasswordFieldsProps) {
  const form = Form.useFormInstance();
  const password = (Form.useWatch(name, form) as string | undefined) ?? '';
  return (
    <>
      {wrap(
        <Form.Item
          name={name}
          label={label}
          required={required}
          extra={
            <>
              <StrengthMeter password={password} />
              {extra}
            </>
          }
          rules={[{ required, message: `请输入${label}` }, fromRule(strongPassword)]}
          validateDebounce={VALIDATE_DELAY}
        >
          <Input.Password placeholder={required ? `请输入${label}` : `不修改${label}请留空`} autoComplete="new-password" maxLength={16} />
        </Form.Item>,
      )}
      {wrap(
        <Form.Item
          name={confirmName}
          label={`确认${label}`}
          // Spec §5: editing the password re-checks a confirmation already typed.
          dependencies={[name]}
          required={required || !!password}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const first = (getFieldValue(name) as string | undefined) ?? '';
                if (!value) return required || first ? Promise.reject(new Error(`请再次输入${label}`)) : Promise.resolve();
                return value === first ? Promise.resolve() : Promise.reject(new Error(`两次输入的${label}不一致`));
              },
            }),
          ]}
          validateDebounce={VALIDATE_DELAY}
        >
          <Input.Password placeholder={`请再次输入${label}`} autoComplete="new-password" maxLength={16} />
        </Form.Item>,
      )}
    </>
  );
}
