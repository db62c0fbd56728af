import type { ClientConfig } from '@portal/contract';
import { get } from './http';

let config: Promise<ClientConfig> | null = null;

/** Public settings (title, captcha mode, SM2 key, manual address); fetched once per page load. */
export function getClientConfig(): Promise<ClientConfig> {
  config ??= get<ClientConfig>('/a/stone/common/clientConfig', { quiet: true }).catch((e: unknown) => {
    config = null;
    throw e;
  });
  return config;
}

/** A fresh captcha image address; the server keeps the answer behind a cookie. */
export const captchaUrl = (): string => `/a/stone/common/images/captcha?t=${Date.now()}`;
