import type { Page } from 'playwright-core';

/**
 * Starts counting the toasts the page shows (antd's message in the shell, the light toast outside it) as each one
 * appears, and returns a reader of their texts. Counting as they come matters: a toast stays a few seconds, so what
 * is on screen after an action can hold an older one, or miss one that came and went.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = seen;
    const isToast = (n: Element) => n.matches('.ant-message-notice, .lite-toast');
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (!(n instanceof Element)) continue;
          for (const t of [n, ...n.querySelectorAll('*')].filter(isToast)) seen.push(t.textContent ?? '');
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}
