import type { SmsPurpose } from '@portal/contract';
import { SMS_CODE_TTL_MINUTES } from '@portal/contract/api/sms';

import { App, Button, Checkbox, Form, Input, Modal, Space, type FormInstance, type FormRule } from 'antd';
import { useState } from 'react';
import { captchaUrl } from '../api/common';
import { ApiError, failureText } from '../api/http';
import { useClientConfig } from '../api/session-queries';
import { checkSmsCode, sendSmsCode } from '../api/sms';
import { CONSENT_REQUIRED, maskMobile, PRIVACY_NOTICE } from '@portal/contract/domain/privacy';
import { secondsLeft, sendLabel } from './sms-code';
import './sms-code-input.css';
import { useNow } from './use-now';

/** The code box's own rules, before the server checks the code. */
export const SMS_CODE_RULES: FormRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^\d{6}$/, message: '短信验证码为6位数字' },
];

/** The form's smsCode box (短信验证码), sending the code to the phone typed in the same form's mobile box. */
export function SmsCodeItem({ purpose }: { purpose: SmsPurpose }) {
  const form = Form.useFormInstance<{ mobile: string }>();
  return (
    <Form.Item name="smsCode" label="短信验证码" required rules={SMS_CODE_RULES}>
      <SmsCodeInput purpose={purpose} resolveMobile={() => form.validateFields(['mobile']).then((v) => v.mobile.trim())} />
    </Form.Item>
  );
}

/** Checks a typed code with the server: its ticket, or null with the refusal shown under the form's smsCode box. */
export async function checkCodeAt(form: FormInstance, mobile: string, purpose: SmsPurpose, code: string) {
  try {
    return await checkSmsCode(mobile, purpose, code);
  } catch (e) {
    form.setFields([{ name: 'smsCode', errors: [failureText(e)] }]);
    return null;
  }
}

interface SmsCodeInputProps {
  purpose: SmsPurpose;
  /** The phone to send to, once its own field checks out; a rejection sends nothing. */
  resolveMobile: () => Promise<string>;
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The SMS code box with its send button and the 60-second wait the server answers with. No code is
 * asked for before the person agrees to the personal-information notice shown under the box. When
 * captchas are on, the image captcha is asked for first (the server wants it with every send).
 */
export function SmsCodeInput({ purpose, resolveMobile, value, onChange, id, disabled }: SmsCodeInputProps) {
  const { message } = App.useApp();
  const captchaOn = useClientConfig().data?.captcha === 'image';
  const [until, setUntil] = useState(0);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [captcha, setCaptcha] = useState<{ mobile: string; src: string; answer: string; error: string } | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const now = useNow(until > Date.now(), 1000);
  const left = secondsLeft(until, now);

  async function send(mobile: string, validateCode: string): Promise<boolean> {
    setSending(true);
    try {
      const r = await sendSmsCode(mobile, purpose, validateCode);
      setUntil(Date.now() + r.resendAfter * 1000);
      setSent(true);
      message.success(`验证码已发送至 ${maskMobile(mobile)}，${SMS_CODE_TTL_MINUTES}分钟内有效`);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CAPTCHA' && captchaOn) setCaptcha((c) => c && { ...c, src: captchaUrl(), answer: '', error: e.message });
      else {
        message.error(failureText(e));
        setCaptcha(null);
      }
      return false;
    } finally {
      setSending(false);
    }
  }

  async function start() {
    if (!agreed) {
      message.warning(CONSENT_REQUIRED);
      return;
    }
    const mobile = await resolveMobile().catch(() => '');
    if (!mobile) return;
    if (captchaOn) setCaptcha({ mobile, src: captchaUrl(), answer: '', error: '' });
    else await send(mobile, '');
  }

  async function confirmCaptcha() {
    if (!captcha) return;
    if (!captcha.answer.trim()) {
      setCaptcha({ ...captcha, error: '请输入图形验证码' });
      return;
    }
    if (await send(captcha.mobile, captcha.answer.trim())) setCaptcha(null);
  }

  return (
    <>
      <Space.Compact className="sms-code" style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
          placeholder="请输入6位短信验证码"
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={disabled}
        />
        <Button onClick={() => void start()} loading={sending} disabled={disabled || left > 0} style={{ minWidth: 128 }}>
          {sendLabel(left, sent)}
        </Button>
      </Space.Compact>
      <Checkbox className="sms-consent" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} disabled={disabled}>
        我已阅读并同意
        <Button type="link" size="small" className="sms-consent-link" onClick={() => setNoticeOpen(true)}>
          《{PRIVACY_NOTICE.title}》
        </Button>
      </Checkbox>
      <Modal
        title={PRIVACY_NOTICE.title}
        open={noticeOpen}
        width={520}
        onCancel={() => setNoticeOpen(false)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              setAgreed(true);
              setNoticeOpen(false);
            }}
          >
            同意
          </Button>
        }
      >
        {PRIVACY_NOTICE.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Modal>
      <Modal
        title="请输入图形验证码"
        open={!!captcha}
        width={360}
        okText="发送验证码"
        cancelText="取消"
        confirmLoading={sending}
        onOk={() => void confirmCaptcha()}
        onCancel={() => setCaptcha(null)}
        destroyOnHidden
      >
        {captcha && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <span>短信将发送至 {maskMobile(captcha.mobile)}</span>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                autoFocus
                value={captcha.answer}
                status={captcha.error ? 'error' : undefined}
                placeholder="图形验证码"
                maxLength={8}
                onChange={(e) => setCaptcha({ ...captcha, answer: e.target.value, error: '' })}
                onPressEnter={() => void confirmCaptcha()}
              />
              <img
                src={captcha.src}
                alt="图形验证码"
                title="看不清？点击换一张"
                style={{ height: 32, width: 96, cursor: 'pointer', border: '1px solid #d9d9d9', borderLeft: 0 }}
                onClick={() => setCaptcha({ ...captcha, src: captchaUrl(), answer: '' })}
              />
            </Space.Compact>
            {captcha.error && <span style={{ color: 'var(--red-6)' }}>{captcha.error}</span>}
          </Space>
        )}
      </Modal>
    </>
  );
}
