import type { ClientConfig } from '@portal/contract';
// Subpath import: the contract's index also loads zod, which the login page does not need.
import { isSimplePassword } from '@portal/contract/validators/rules';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { captchaUrl, getClientConfig } from '../../api/common';
import { ApiError, failureText } from '../../api/http';
import { login } from '../../api/session';
import { encryptPassword } from '../../api/sm2';
import { LogoMark } from '../../components/logo-mark';
import { SiteFooter } from '../../components/site-footer/site-footer';
import { afterLoginPath } from '../../routes/login-redirect';
import { PATHS } from '../../routes/paths';
import { sessionActions } from '../../state/session-store';
import { EyeIcon, LockIcon, ShieldIcon, UserIcon } from './field-icons';
import { LoginField } from './login-field';
import { Skyline } from './skyline';
import '../../components/login-frame/login-frame.css';

type Field = 'username' | 'password' | 'validateCode';
type Errors = Partial<Record<Field, string>>;

const FEATURES = [
  { title: '设备管理', text: '设备信息、使用登记与变更一处办理' },
  { title: '在线报检', text: '网上报检、缴费开票，进度随时可查' },
  { title: '报告下载', text: '检验报告在线查询、下载与打印' },
  { title: '消息提醒', text: '审批结果与检验到期及时送达' },
];

function check(values: Record<Field, string>, captcha: boolean): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = '请输入用户名';
  if (!values.password) errors.password = '请输入密码';
  if (captcha && !values.validateCode.trim()) errors.validateCode = '请输入验证码';
  return errors;
}

/** What was typed into the prerendered form (login.html) before the script took it over. */
function typedBefore(id: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** Spec §2 login: username, SM2-encrypted password and captcha; back to the page first asked for. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [config, setConfig] = useState<ClientConfig | null>(null);
  const [configFailed, setConfigFailed] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>(() => ({ username: typedBefore('login-username'), password: typedBefore('login-password'), validateCode: '' }));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [captchaSrc, setCaptchaSrc] = useState('');
  const usernameRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const captchaOn = config?.captcha === 'image';
  // Its row is drawn until the settings say otherwise (image captchas are the default), so the form does
  // not jump when they arrive.
  const captchaRow = config ? captchaOn : true;

  const loadConfig = () => {
    getClientConfig()
      .then((c) => {
        setConfig(c);
        if (c.captcha === 'image') setCaptchaSrc(captchaUrl());
      })
      .catch(() => setConfigFailed(true));
  };
  const retryConfig = () => {
    setConfigFailed(false);
    loadConfig();
  };
  useEffect(loadConfig, []);
  // Not away from a field the user already went to in the prerendered form.
  useEffect(() => {
    if (document.activeElement === document.body) usernameRef.current?.focus();
  }, []);

  /** A field's name, value and error; typing clears its error. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
    },
  });

  const refreshCaptcha = () => setCaptchaSrc(captchaUrl());

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !config) return;
    const found = check(values, captchaOn);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const cipher = await encryptPassword(values.password, config.publicKey);
      await login(values.username.trim(), cipher, captchaOn ? values.validateCode.trim() : '');
      sessionActions.loggedIn(isSimplePassword(values.password));
      await navigate(afterLoginPath(params.get('redirect')), { replace: true });
    } catch (err) {
      setFailure(failureText(err));
      // A captcha answer is good for one try only.
      if (captchaOn) {
        refreshCaptcha();
        setValues((v) => ({ ...v, validateCode: '' }));
        if (err instanceof ApiError && err.code === 'CAPTCHA') codeRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  const title = config?.title ?? '特种设备企业服务平台';

  return (
    <div className="login">
      <header className="login-top">
        <LogoMark size={44} />
        <span className="login-brand">{title}</span>
      </header>

      <main className="login-main">
        <section className="login-intro">
          <h1>{title}</h1>
          <p className="login-tagline">面向特种设备使用单位、维保单位的网上办事平台</p>
          <ul className="login-features">
            {FEATURES.map((f) => (
              <li key={f.title}>
                <strong>{f.title}</strong>
                <span>{f.text}</span>
              </li>
            ))}
          </ul>
        </section>

        <form className="login-card" method="post" onSubmit={(e) => void submit(e)} noValidate aria-label="用户登录">
          <h2>用户登录</h2>
          <p className="login-card-sub">请使用单位账号登录</p>

          <LoginField
            id="login-username"
            label="用户名"
            icon={<UserIcon />}
            inputRef={usernameRef}
            autoComplete="username"
            placeholder="请输入用户名"
            maxLength={64}
            {...bind('username')}
          />
          <LoginField
            id="login-password"
            label="密码"
            icon={<LockIcon />}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="请输入密码"
            maxLength={64}
            {...bind('password')}
            suffix={
              <button
                type="button"
                className="login-eye"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? '隐藏密码' : '显示密码'}
                title={showPassword ? '隐藏密码' : '显示密码'}
              >
                <EyeIcon open={showPassword} />
              </button>
            }
          />
          {captchaRow && (
            <LoginField
              id="login-code"
              label="验证码"
              icon={<ShieldIcon />}
              inputRef={codeRef}
              autoComplete="off"
              placeholder="请输入验证码"
              maxLength={8}
              {...bind('validateCode')}
              aside={<img className="login-captcha-img" src={captchaSrc || undefined} width={120} height={40} alt="验证码" title="看不清？点击换一张" onClick={refreshCaptcha} />}
            />
          )}

          <div className="login-failure" role="alert">
            {failure ||
              (configFailed && (
                <>
                  无法连接服务器，
                  <button type="button" className="login-link-button" onClick={retryConfig}>
                    点击重试
                  </button>
                </>
              ))}
          </div>

          <button type="submit" className="login-submit" disabled={busy || !config}>
            {busy ? '登录中…' : '登 录'}
          </button>

          <nav className="login-links" aria-label="账号服务">
            <Link to={PATHS.register}>注册账号</Link>
            <Link to={PATHS.resetPassword}>忘记密码</Link>
            <Link to={PATHS.registerQuery}>注册结果查询</Link>
          </nav>
          <nav className="login-links" aria-label="报检服务">
            <Link to={PATHS.notLoginOnlineApply}>无账号报检</Link>
            <Link to={PATHS.notLoginOnlinePay}>报检查询缴费</Link>
          </nav>
        </form>
      </main>

      <Skyline />
      <SiteFooter footer={config?.footer} className="login-footer" />
    </div>
  );
}
