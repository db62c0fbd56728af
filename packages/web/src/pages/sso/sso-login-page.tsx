import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../api/http';
import { ssoLogin } from '../../api/session';
import { LogoMark } from '../../components/logo-mark';
import { PATHS } from '../../routes/paths';
import { sessionActions } from '../../state/session-store';
import '../../components/login-frame/login-frame.css';
import './sso.css';

// One attempt per token: a token is single-use, and development mode runs effects twice.
const attempts = new Map<string, Promise<unknown>>();

/** Spec §2 single sign-on: log in with the token from the query and go home, or say why not. */
export default function SsoLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('ssotoken') ?? '';
  const [failure, setFailure] = useState(token ? '' : '链接中缺少单点登录令牌');

  useEffect(() => {
    if (!token) return;
    let live = true;
    if (!attempts.has(token)) attempts.set(token, ssoLogin(token));
    attempts
      .get(token)!
      .then(async () => {
        if (!live) return;
        // No password was typed, so there is nothing to judge for the simple-password reminder.
        sessionActions.loggedIn(false);
        await navigate(PATHS.home, { replace: true });
      })
      .catch((e: unknown) => {
        if (live) setFailure(failureText(e));
      });
    return () => {
      live = false;
    };
  }, [token, navigate]);

  return (
    <div className="login">
      <main className="login-main">
        <div className="login-card sso-card" role={failure ? 'alert' : 'status'}>
          <LogoMark size={56} />
          {failure ? (
            <>
              <h2>单点登录未成功</h2>
              <p className="sso-reason">{failure}</p>
              <Link className="login-submit sso-link" to={PATHS.login} replace>
                前往登录页
              </Link>
            </>
          ) : (
            <>
              <h2>正在登录</h2>
              <p className="sso-reason">正在验证单点登录身份，请稍候…</p>
              <span className="sso-spinner" aria-hidden="true" />
            </>
          )}
        </div>
      </main>
    </div>
  );
}
