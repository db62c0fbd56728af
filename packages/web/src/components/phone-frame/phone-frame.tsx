import { useEffect, useState, type ReactNode } from 'react';
import { getClientConfig } from '../../api/common';
import { LogoMark } from '../logo-mark';
import './phone-frame.css';

/**
 * A public page made for a phone (scan-to-upload, certificate verification): the portal's title bar and a
 * narrow column of cards. Plain markup, so the page loads no component library.
 */
export function PhoneFrame({ children, stickyTop = false }: { children: ReactNode; stickyTop?: boolean }) {
  const [title, setTitle] = useState('特种设备企业服务平台');
  useEffect(() => {
    getClientConfig().then(
      (c) => setTitle(c.title),
      () => undefined,
    );
  }, []);
  return (
    <div className="phone">
      <header className={stickyTop ? 'phone-top phone-top-sticky' : 'phone-top'}>
        <LogoMark size={30} />
        <span>{title}</span>
      </header>
      <main className="phone-main">{children}</main>
    </div>
  );
}

/** Why the page cannot do its work: a round mark, a heading and what to do. */
export function PhoneNotice({ mark, tone, heading, children }: { mark: string; tone: 'warning' | 'error'; heading: string; children: ReactNode }) {
  return (
    <section className="phone-card phone-notice" role="alert">
      <div className={`phone-notice-mark phone-notice-${tone}`} aria-hidden>
        {mark}
      </div>
      <h1>{heading}</h1>
      {children}
    </section>
  );
}
