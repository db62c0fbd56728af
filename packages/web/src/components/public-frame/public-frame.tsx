import { CheckCircleFilled } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { queryClient } from '../../api/query-client';
import { useClientConfig } from '../../api/session-queries';
import { PATHS } from '../../routes/paths';
import { theme } from '../../styles/theme';
import { LogoMark } from '../logo-mark';
import { SiteFooter } from '../site-footer/site-footer';
import './public-frame.css';

interface PublicFrameProps {
  /** The page's heading in the blue band. */
  title: string;
  /** One line under the heading: what the page is for. */
  intro?: ReactNode;
  /** 'wide' for the application form, 'narrow' for the short forms. */
  width?: 'wide' | 'narrow';
  /** The account-service links (register, reset password); off for a page opened by a logged-in user. */
  accountLinks?: boolean;
  children: ReactNode;
}

function Frame({ title, intro, width = 'narrow', accountLinks = true, children }: PublicFrameProps) {
  const config = useClientConfig().data;
  const platform = config?.title ?? '特种设备企业服务平台';
  return (
    <div className="pf">
      <header className="pf-top">
        <Link to={PATHS.login} className="pf-brand" title="返回登录页">
          <LogoMark size={36} />
          <span>{platform}</span>
        </Link>
        {accountLinks && (
          <nav className="pf-nav" aria-label="账号服务">
            <NavLink to={PATHS.register}>注册账号</NavLink>
            <NavLink to={PATHS.registerQuery}>注册结果查询</NavLink>
            <NavLink to={PATHS.resetPassword}>忘记密码</NavLink>
            <NavLink to={PATHS.notLoginOnlineApply}>无账号报检</NavLink>
            <NavLink to={PATHS.notLoginOnlinePay}>报检查询缴费</NavLink>
            <Link to={PATHS.login} className="pf-nav-login">
              返回登录
            </Link>
          </nav>
        )}
      </header>
      <div className="pf-band">
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      <main className={`pf-main pf-main-${width}`}>{children}</main>
      <SiteFooter footer={config?.footer} className="pf-footer" />
    </div>
  );
}

/**
 * The account pages reachable without a session (registration, its result query, password
 * reset): the login page's blue brand band over a light working area. antd and server-state
 * caching start here, as in the shell, but nothing of the shell itself is loaded.
 */
export function PublicFrame(props: PublicFrameProps) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <Frame {...props} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

/** The white panel a public page's content sits in; `title` heads it. */
export function PublicCard({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="pf-card">
      {(title || extra) && (
        <header className="pf-card-head">
          <h2>{title}</h2>
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

/** A form that went in: a green tick, the heading, then what happens next. */
export function PublicDone({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="pf-done">
      <CheckCircleFilled className="pf-done-icon" />
      <h2>{heading}</h2>
      {children}
    </div>
  );
}
