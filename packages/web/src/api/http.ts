import type { Envelope } from '@portal/contract';
import { toast } from '../components/toast';
import { ERROR_LOG_URL, reportError } from './error-report';

/** Spec §8 message for a non-2xx answer or a network failure. */
export const SERVER_ERROR = '服务器出错了请稍后再试';
/** Spec §9: error toasts stay five seconds. */
export const ERROR_TOAST_SECONDS = 5;

/** A failed call: `code` is the server's stable failure code (envelope `code`), when there is one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What to tell the user about a failed call: the server's words, or the generic line. */
export const failureText = (e: unknown): string => (e instanceof ApiError ? e.message : SERVER_ERROR);

type Notifier = (text: string, seconds: number) => void;

let notify: Notifier = (text, seconds) => toast(text, 'error', seconds * 1000);
let onUnauthorized: () => void = () => undefined;

/** The shell shows errors with antd's message; outside it the light toast is used. */
export function setErrorNotifier(n: Notifier | null): void {
  notify = n ?? ((text, seconds) => toast(text, 'error', seconds * 1000));
}

/** The session store decides what a 401 means; the client only tells it. */
export function setUnauthorizedHandler(h: () => void): void {
  onUnauthorized = h;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  /** The caller shows failure messages itself (inline in a form), so no toast. */
  quiet?: boolean;
}

function withQuery(url: string, query?: RequestOptions['query']): string {
  if (!query) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

const succeeded = (e: Envelope<unknown>) => e.success === true || e.isSuccess === true || e.result === true;

/**
 * The one way pages talk to the server: same-origin cookies carry the session, the
 * X-Requested-With header marks our own pages (the server refuses state changes without it),
 * and the envelope is unwrapped to its data or turned into an ApiError.
 */
export async function request<T>(method: 'GET' | 'POST', url: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = new URLSearchParams(opts.form);

  const fail = (message: string, status: number, code?: string): never => {
    if (!opts.quiet) notify(message, ERROR_TOAST_SECONDS);
    throw new ApiError(message, status, code);
  };

  let res: Response;
  try {
    res = await fetch(withQuery(url, opts.query), { method, headers, body, credentials: 'same-origin' });
  } catch {
    return fail(SERVER_ERROR, 0);
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;

  if (res.status === 401) {
    onUnauthorized();
    throw new ApiError(envelope?.errorMsg || '登录已失效，请重新登录', 401, envelope?.code);
  }
  if (!res.ok) {
    if (url !== ERROR_LOG_URL) reportError('ajax', res.status, `${method} ${url} ${res.status} ${envelope?.code ?? ''}`.trim());
    // A 4xx the server explains (no permission, too many attempts) says more than the generic line; 5xx never does.
    const explained = res.status < 500 && (envelope?.errorMsg || envelope?.errmsg);
    return fail(explained || SERVER_ERROR, res.status, envelope?.code);
  }
  if (!envelope) return fail(SERVER_ERROR, res.status);
  if (!succeeded(envelope)) return fail(envelope.errorMsg || envelope.errmsg || '操作失败', res.status, envelope.code);
  return envelope.data as T;
}

export const get = <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, opts);
export const post = <T>(url: string, json: unknown = {}, opts?: Omit<RequestOptions, 'json'>) => request<T>('POST', url, { ...opts, json });
