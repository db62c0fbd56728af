import type { Page } from 'playwright-core';

/**
 * Returns a reader of the texts of the toasts the page shows from now on, as the page's toast log (`usePortal`) counts
 * them when each appears: a toast stays a few seconds, so what is on screen after an action can hold an older one,
 * or miss one that came and went.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  const start = await page.evaluate(() => window.__toastLog?.length ?? 0);
  return () => page.evaluate((from) => (window.__toastLog ?? []).slice(from), start);
}
