import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer, type PortalServer } from './server';

export interface Portal {
  readonly baseURL: string;
  readonly databaseFile: string;
  /** A page in a fresh browser context (own cookies and localStorage), closed after the test. */
  newPage: () => Promise<Page>;
}

/** One server and one browser per test file; a clean context per test. */
export function usePortal(): Portal {
  let server: PortalServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(inject('e2eTemplate'));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  // What each page showed when a test failed, printed with the failure: a loaded CI machine is where flaky steps are met.
  const refusals = new WeakMap<Page, string[]>();
  // Requests sent and not answered yet: a step that waited in vain shows whether its request went out.
  const inFlight = new WeakMap<Page, Set<string>>();
  afterEach(async (ctx) => {
    const seen: string[] = [];
    if (ctx.task.result?.state === 'fail') {
      for (const page of contexts.flatMap((c) => c.pages())) {
        const shown = await page
          .evaluate(() => ({
            toasts: window.__toastLog ?? [],
            // One title per open dialog (a confirm also carries a hidden .ant-modal-title).
            dialogs: [...document.querySelectorAll('.ant-modal-wrap')]
              .filter((w) => (w as HTMLElement).style.display !== 'none')
              .map((w) => (w.querySelector('.ant-modal-confirm-title') ?? w.querySelector('.ant-modal-title'))?.textContent ?? ''),
            errors: [...document.querySelectorAll('.ant-alert-error, .ant-form-item-explain-error')].map((e) => e.textContent),
          }))
          .catch(() => null);
        seen.push(`${page.url()} ${JSON.stringify({ ...shown, refused: refusals.get(page) ?? [], pending: [...(inFlight.get(page) ?? [])] })}`);
      }
    }
    for (const c of contexts.splice(0)) await c.close();
    // Thrown rather than logged, so the report's summary of the failure carries it beside the step that failed.
    if (seen.length) throw new Error(`what each page showed when the test failed:\n${seen.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get baseURL() {
      return server!.baseURL;
    },
    get databaseFile() {
      return server!.databaseFile;
    },
    async newPage() {
      const context = await browser!.newContext({
        baseURL: server!.baseURL,
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        // Dialogs then open without their zoom: a click sent while a button still grows can miss it on a loaded machine.
        reducedMotion: 'reduce',
      });
      contexts.push(context);
      await context.addInitScript(recordToasts);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const refused: string[] = [];
      refusals.set(page, refused);
      page.on('response', (r) => void (r.status() >= 400 && refused.push(`${r.status()} ${new URL(r.url()).pathname}`)));
      const pending = new Set<string>();
      inFlight.set(page, pending);
      const path = (r: { method(): string; url(): string }) => `${r.method()} ${new URL(r.url()).pathname}`;
      page.on('request', (r) => void (r.resourceType() === 'fetch' || r.resourceType() === 'xhr' ? pending.add(path(r)) : undefined));
      page.on('requestfinished', (r) => void pending.delete(path(r)));
      page.on('requestfailed', (r) => void pending.delete(path(r)));
      return page;
    },
  };
}

declare global {
  interface Window {
    /** The texts of the toasts shown so far and not yet waited for (see `toast`). */
    __toasts?: string[];
    /** The texts of every toast shown so far, in order (see `recordToasts`). */
    __toastLog?: string[];
  }
}

/** Keeps the text of every toast the page shows, so a journey can check it after the toast has gone. */
function recordToasts(): void {
  const seen = new WeakSet<Element>();
  window.__toasts = [];
  window.__toastLog = [];
  new MutationObserver(() => {
    // antd's message in the shell, the light toast outside it; each element counts once, however often it moves.
    for (const n of document.querySelectorAll('.ant-message-notice, .lite-toast')) {
      const text = n.textContent ?? '';
      if (!text || seen.has(n)) continue;
      seen.add(n);
      window.__toasts!.push(text);
      window.__toastLog!.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown a toast with this text (and answers it), taking it off the list so a later wait needs
 * a new one.
 * A toast lasts three seconds, which a busy machine can miss; the record does not vanish.
 */
export async function toast(page: Page, text: string | RegExp): Promise<string> {
  const [source, flags] = typeof text === 'string' ? [text, ''] : [text.source, text.flags];
  const found = await page
    .waitForFunction(
      ([src, fl, plain]) => {
        const list = window.__toasts ?? [];
        const i = list.findIndex((t) => (plain ? t.includes(src) : new RegExp(src, fl).test(t)));
        return i < 0 ? false : list.splice(i, 1)[0];
      },
      [source, flags, typeof text === 'string'] as const,
    )
    .catch(async (e: unknown) => {
      // Name what the page did say (a refusal, say), which the timeout alone would hide.
      const shown = await page.evaluate(() => window.__toasts ?? []).catch(() => []);
      throw new Error(`toast "${String(text)}" not shown; unclaimed toasts: ${JSON.stringify(shown)}`, { cause: e });
    });
  return (await found.jsonValue()) as string;
}

export const DEMO = { user: 'demo', pass: 'Demo@123456', name: '张明', org: '宁波海曙明达物业管理有限公司' };

/** Logs in through the form and waits for the shell. */
export async function login(page: Page, user: string, pass: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-username').fill(user);
  await page.locator('#login-password').fill(pass);
  // The form answers only once the server's settings (SM2 key) have arrived.
  await page.locator('.login-submit:not([disabled])').waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.locator('.tags-nav .tag-item').first().waitFor();
}

export const path = (page: Page): string => new URL(page.url()).pathname;
export const tabTitles = (page: Page): Promise<string[]> => page.locator('.tags-nav .tag-title').allTextContents();
/** The titles the side menu shows: its entries, and those of the groups that are open. */
export const menuTitles = (page: Page): Promise<string[]> => page.locator('.side-menu .side-menu-title:visible').allTextContents();
export const activeTab = (page: Page) => page.locator('.tag-item-active .tag-title');
export const tab = (page: Page, title: string) => page.locator('.tag-item', { has: page.locator('.tag-title', { hasText: title }) });

/** Picks an entry of the header's user menu. */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.locator('.header-user').click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The open dialog with the given title: an antd modal or confirm, or the shell's light one drawn before antd loads. */
export const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal-wrap:visible .ant-modal, .lite-dialog', { has: page.locator('.ant-modal-title, .ant-modal-confirm-title, .lite-dialog-title', { hasText: title }) });
