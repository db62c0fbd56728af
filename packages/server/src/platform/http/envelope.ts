import type { Envelope, ErrorCode } from '@portal/contract';

/** A successful answer in the envelope every client reads. */
export function ok<T>(data: T): Envelope<T> {
  return { success: true, isSuccess: true, result: true, data };
}

/** A failed answer: the message under both names the spec's client reads. */
export function fail(code: ErrorCode, message: string): Envelope<never> {
  return { success: false, isSuccess: false, result: false, errorMsg: message, errmsg: message, code };
}
