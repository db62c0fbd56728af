import { reportError } from '../api/error-report';
import { ApiError } from '../api/http';

/** An error's message and where it came from; a V8 stack already starts with the message. */
export function errorText(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  return e.stack?.includes(e.message) ? e.stack : `${e.message}\n${e.stack ?? ''}`.trim();
}

/** Spec §8: uncaught script errors and unhandled promise rejections go to the error log. */
export function installErrorReporting(): void {
  window.addEventListener('error', (ev) => {
    reportError('script', 0, ev.error ? errorText(ev.error) : `${ev.message} (${ev.filename}:${ev.lineno}:${ev.colno})`);
  });
  window.addEventListener('unhandledrejection', (ev) => {
    // A failed call was already shown to the user and, when the server failed, logged as an ajax error.
    if (ev.reason instanceof ApiError) return;
    reportError('script', 0, errorText(ev.reason));
  });
}
