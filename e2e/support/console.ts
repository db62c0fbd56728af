import type { Page } from 'playwright-core';

/**
 * Starts recording what the page reports as console errors and warnings (a failed request, a React or router
 * warning) and uncaught errors; a normal journey leaves the list empty. Call it before the first step.
 */
export function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()} (at ${new URL(page.url()).pathname})`);
  });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message} (at ${new URL(page.url()).pathname})`));
  return seen;
}
