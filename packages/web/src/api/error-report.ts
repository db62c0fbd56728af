import type { ERROR_LOG_TYPES } from '@portal/contract';
import { ROUTES } from '@portal/contract/api/routes.gen';

/** Where reports go; http.ts never reports a failure of this address itself, or a failing log would loop. */
export const ERROR_LOG_URL = ROUTES['errorLog.save'].path;

/** A page stuck in a loop must not flood the log: at most this many reports per page load. */
const MAX_REPORTS = 20;
let sent = 0;

/**
 * Spec §8: sends one error to the log endpoint (with or without a session); never throws. Plain
 * fetch rather than call(): keepalive lets a report leave with a closing page, and a failed report
 * must raise no toast and no further report.
 */
export function reportError(type: (typeof ERROR_LOG_TYPES)[number], code: number, message: string): void {
  if (sent >= MAX_REPORTS || !message) return;
  sent += 1;
  void fetch(ERROR_LOG_URL, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ type, code, message: message.slice(0, 2000), url: location.href.slice(0, 2000) }),
  }).catch(() => undefined);
}
