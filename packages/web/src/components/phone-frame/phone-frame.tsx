import { useEffect, useState, type ReactNode } from 'react';
import { getClientConfig } from '../../api/common';
import { failureText } from '../../api/http';
import { LogoMark } from '../logo-mark';
import './phone-frame.css';

/**
 * A public page made for a phone (scan-to-upload, certificate verification): the portal's title bar and a
 * narrow column of cards. Plain markup, so the page loads no component library.
 */
export function PhoneFrame({ heading, children, stickyTop = false }: { heading?: string; children: ReactNode; stickyTop?: boolean }) {
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
      <main className="phone-main">
        {heading && <div className="phone-heading">{heading}</div>}
        {children}
      </main>
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

/** Where a public look-up stands: not asked yet, on its way, answered, or refused with the reason. */
export type PhoneLoad<T> = { state: 'idle' } | { state: 'loading' } | { state: 'found'; found: T } | { state: 'missing'; reason: string };

/** A look-up's answer as a PhoneLoad: what it found, or why it found nothing. */
export const lookUp = <T,>(asked: Promise<T>): Promise<PhoneLoad<T>> =>
  asked.then(
    (found) => ({ state: 'found', found }),
    (e: unknown) => ({ state: 'missing', reason: failureText(e) }),
  );

/** A look-up on its way (`busy` says what it does) or refused (`failed` heads the reason); nothing otherwise. */
export function PhoneWaiting({ load, busy, failed }: { load: PhoneLoad<unknown>; busy: string; failed: string }) {
  if (load.state === 'loading') return <div className="phone-card phone-loading">{busy}</div>;
  if (load.state !== 'missing') return null;
  return (
    <PhoneNotice mark="?" tone="error" heading={failed}>
      <p>{load.reason}</p>
    </PhoneNotice>
  );
}

/** A card of label and value rows; an empty value shows as a dash. */
export function PhoneRows({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <section className="phone-card">
      <dl className={`phone-rows ${className}`}>{children}</dl>
    </section>
  );
}

export function PhoneRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="phone-row">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}
