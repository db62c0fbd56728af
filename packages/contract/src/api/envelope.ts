import { z } from 'zod';

/**
 * Every JSON answer: `success` plus the aliases the spec's client reads (isSuccess, result),
 * `data` on success, `errorMsg` (and its alias errmsg) on failure, `code` naming the failure.
 */
export interface Envelope<T> {
  success: boolean;
  isSuccess: boolean;
  result: boolean;
  data?: T;
  errorMsg?: string;
  errmsg?: string;
  code?: string;
}

export const PAGE_SIZE_MAX = 100;

/** Paging input shared by every list endpoint. */
export const pageInput = z.object({
  pageNo: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码最小为1').default(1),
  pageSize: z.coerce.number({ error: '每页条数必须是数字' }).int('每页条数必须是整数').min(1, '每页条数最小为1').max(PAGE_SIZE_MAX, `每页条数不能超过${PAGE_SIZE_MAX}`).default(10),
});
export type PageInput = z.infer<typeof pageInput>;

/** A list's search box: trimmed, '' when left empty. */
export const keywordFilter = z.string().trim().max(50, '关键字不能超过50个字符').default('');

/** A list's filter by one of some values (a state, a kind): a value not among them filters nothing, as an absent one. */
export const choiceFilter = <const T extends readonly string[]>(values: T) => z.enum(values).optional().catch(undefined);

/** A list's filters by its records' state and by its search box; what the keyword matches is each list's to say. */
export const stateAndKeyword = <const T extends readonly string[]>(states: T) => ({ state: choiceFilter(states), keyword: keywordFilter });

export interface Page<T> {
  list: T[];
  count: number;
  pageNo: number;
  pageSize: number;
}

/** Stable failure codes; clients and tests recognise errors by these, never by message text. */
export const ERROR_CODES = [
  'BAD_INPUT',
  'BUSINESS',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'CAPTCHA',
  'LOCKED',
  'RATE_LIMITED',
  'CSRF',
  /** A download link that is not (or no longer) this browser's: expired, from another session, or for another file. */
  'LINK_EXPIRED',
  'TOO_LARGE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
