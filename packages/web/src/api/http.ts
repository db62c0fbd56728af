// Types only from the contract's index, the calls' routes from routes.gen: no page loads the zod schemas to make a call.
import type { EndpointKey, Envelope, In, Out } from '@portal/contract';
import { fillPath, type Route } from '@portal/contract/api/route';
import { ROUTES } from '@portal/contract/api/routes.gen';
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

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } as const;

/** A call that never reached the server (network down, aborted by the browser). */
export function networkFailure(opts: Pick<RequestOptions, 'quiet'>): ApiError {
  if (!opts.quiet) notify(SERVER_ERROR, ERROR_TOAST_SECONDS);
  return new ApiError(SERVER_ERROR, 0);
}

/**
 * The envelope of an answer unwrapped to its data, or an ApiError: the same toasts, 401 handling
 * and error reporting whether the answer came through fetch or through an upload's XMLHttpRequest.
 */
function settle<T>(method: string, url: string, status: number, envelope: Envelope<T> | null, opts: Pick<RequestOptions, 'quiet'>): T {
  const fail = (message: string, code?: string): never => {
    if (!opts.quiet) notify(message, ERROR_TOAST_SECONDS);
    throw new ApiError(message, status, code);
  };
  if (status === 401) {
    onUnauthorized();
    throw new ApiError(envelope?.errorMsg || '登录已失效，请重新登录', 401, envelope?.code);
  }
  if (status < 200 || status >= 300) {
    // A limit reached (429) is a refusal the user is told about, not a fault to report.
    if (url !== ERROR_LOG_URL && status !== 429) reportError('ajax', status, `${method} ${url} ${status} ${envelope?.code ?? ''}`.trim());
    // A 4xx the server explains (no permission, too many attempts, file too large) says more than the generic line; 5xx never does.
    const explained = status < 500 && (envelope?.errorMsg || envelope?.errmsg);
    return fail(explained || SERVER_ERROR, envelope?.code);
  }
  if (!envelope) return fail(SERVER_ERROR);
  if (!succeeded(envelope)) return fail(envelope.errorMsg || envelope.errmsg || '操作失败', envelope.code);
  return envelope.data as T;
}

/**
 * How every call reaches the server: same-origin cookies carry the session, the X-Requested-With
 * header marks our own pages (the server refuses state changes without it), and the envelope is
 * unwrapped to its data or turned into an ApiError. Pages use `call` with an endpoint of the table.
 */
async function request<T>(method: 'GET' | 'POST', url: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...HEADERS };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = new URLSearchParams(opts.form);

  let res: Response;
  try {
    res = await fetch(withQuery(url, opts.query), { method, headers, body, credentials: 'same-origin' });
  } catch {
    throw networkFailure(opts);
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  return settle(method, url, res.status, envelope, opts);
}

/**
 * A GET that should have answered a file but answered an envelope (a refusal, no session, a
 * server error): the same toasts and 401 handling as any call, then the ApiError.
 */
export async function notAFile(url: string, res: Response): Promise<never> {
  const envelope = (await res.json().catch(() => null)) as Envelope<unknown> | null;
  settle('GET', url, res.status, envelope, {});
  throw new ApiError(SERVER_ERROR, res.status);
}

export type CallOptions = Pick<RequestOptions, 'quiet'>;
type Query = Record<string, string | number | undefined>;

/** An endpoint's input split the way it travels: path parameters into the path, query fields into the query, the rest into the body. */
function place(route: Route, input: Record<string, unknown>): { url: string; query: Query; body: Record<string, unknown> } {
  const inPath = new Set(route.params);
  const inQuery = new Set(route.query);
  const query: Query = {};
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (inPath.has(k) || v === undefined) continue;
    if (route.method === 'GET' || inQuery.has(k)) query[k] = v as string | number;
    else body[k] = v;
  }
  return { url: fillPath(route.path, input), query, body };
}

/** A page of a workflow's records, narrowed by state and keyword, as its list endpoints take it. */
export interface StateQuery<S extends string> {
  state?: S;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

/** What an endpoint takes and answers, as the contract declares them. */
export type { In, Out };
/** Whether an endpoint may be called without an input. */
type InputArgs<K extends EndpointKey> = object extends In<K> ? [input?: In<K>, opts?: CallOptions] : [input: In<K>, opts?: CallOptions];

/** Calls an endpoint of the contract's table by its `area.name` key: input and answer typed from its declaration. */
export function call<K extends EndpointKey>(key: K, ...[input, opts]: InputArgs<K>): Promise<Out<K>> {
  const route: Route = ROUTES[key];
  const { url, query, body } = place(route, input ?? {});
  if (route.encoding === 'form') {
    const form = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    return request('POST', url, { query, form, ...opts });
  }
  return request(route.method, url, { query, json: route.method === 'POST' ? body : undefined, ...opts });
}

/** The address of a file endpoint (a download, a QR image), for a link, an image or a fetch. */
export function urlOf<K extends EndpointKey>(key: K, ...[input]: InputArgs<K>): string {
  const { url, query } = place(ROUTES[key], input ?? {});
  return withQuery(url, query);
}

/** Uploads files to a multipart endpoint, its plain fields sent before the files. */
export function uploadTo<K extends EndpointKey>(key: K, fields: In<K>, files: readonly File[], opts: Omit<UploadOptions, 'query'> = {}) {
  const { url, query, body } = place(ROUTES[key], fields as Record<string, unknown>);
  const plain = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  return upload<Out<K>>(url, plain, files, { ...opts, query });
}

export interface UploadOptions extends Pick<RequestOptions, 'query' | 'quiet'> {
  /** Bytes of the request body sent so far, and its whole size. */
  onProgress?: (loaded: number, total: number) => void;
}

export interface UploadCall<T> {
  done: Promise<T>;
  abort: () => void;
}

/**
 * A multipart POST with upload progress, which fetch cannot report: XMLHttpRequest with the same
 * header, cookies and envelope handling as every other call. Fields go before the files, as the
 * server reads them first.
 */
export function upload<T>(url: string, fields: Record<string, string>, files: readonly File[], opts: UploadOptions = {}): UploadCall<T> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append('file', f, f.name);
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', withQuery(url, opts.query));
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(HEADERS)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => {
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      try {
        resolve(settle('POST', url, xhr.status, envelope, opts));
      } catch (e) {
        // settle throws an ApiError; anything else a handler it calls might throw is still rejected as an Error.
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    xhr.onerror = () => reject(networkFailure(opts));
    xhr.onabort = () => reject(new ApiError('已取消上传', 0, 'ABORTED'));
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
