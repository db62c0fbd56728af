import { reportError } from '../api/error-report';
import { ApiError } from '../api/http';

const text = (e: unknown): string => (e instanceof Error ? `${e.message}\n${e.stack ?? ''}`.trim() : String(e));

/** Spec §8: uncaught script errors and unhandled promise rejections go to the error log. */
export function installErrorReporting(): void {
  window.addEventListener('error', (ev) => {
    reportError('script', 0, ev.error ? text(ev.error) : `${ev.message} (${ev.filename}:${ev.lineno}:${ev.colno})`);
  });
  window.addEventListener('unhandledrejection', (ev) => {
    // A failed call was already shown to the user and, when the server failed, logged as an ajax error.
    if (ev.reason instanceof ApiError) return;
    reportError('script', 0, text(ev.reason));
  });
}
