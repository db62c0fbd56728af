import type { ClientConfig } from '@portal/contract';
import { call, urlOf } from './http';

let config: Promise<ClientConfig> | null = null;

/** Public settings (title, captcha mode, SM2 key, manual address); fetched once per page load. */
export function getClientConfig(): Promise<ClientConfig> {
  config ??= call('session.clientConfig', {}, { quiet: true }).catch((e: unknown) => {
    config = null;
    throw e;
  });
  return config;
}

/** A fresh captcha image address; the server keeps the answer behind a cookie. */
export const captchaUrl = (): string => urlOf('session.captcha', { t: String(Date.now()) });
