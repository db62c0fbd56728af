import { API, listEndpoints, TOKEN_CLOCK_SKEW_SECONDS, DOWNLOAD_TOKEN_SECONDS } from '@portal/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataOf, downloadToken, loginAs, refusalOf, send, signKeyOf, tokenRequest, type Caller } from './helpers';
import { signedIn, suiteApp } from './suite';

const EXPORT = API.equipment.export;
const FAILED = '获取签名失败！';

describe('signed downloads', () => {
  const t = suiteApp();
  const [demo] = signedIn(t, 'demo');
  let demoKey: string;
  beforeAll(async () => {
    demoKey = await signKeyOf(t, demo);
  });
  afterEach(() => vi.useRealTimers());

  const ask = (who: Caller | null, body: Record<string, unknown>) => send(t, API.downloadToken.genToken, who, body);
  const exportWith = (who: Caller, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/a/stone/eqm/export', query: { token }, headers: { cookie: who.cookie, ...headers } });

  it('answers a token for a fresh request made with the session key, and the download serves with it', async () => {
    const { token, expiresIn } = await dataOf<{ token: string; expiresIn: number }>(ask(demo, tokenRequest(demoKey, EXPORT.path)));
    expect(expiresIn).toBe(DOWNLOAD_TOKEN_SECONDS);
    // The token names nobody: no unit, session or path in it.
    expect(token).not.toMatch(/eqm|unit|demo/);
    const res = await exportWith(demo, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('gives the same message for a tampered cipher, a foreign key, a stale or future clock and bad input', async () => {
    const good = tokenRequest(demoKey, EXPORT.path);
    const flipped = good.cipher.slice(0, -1) + (good.cipher.endsWith('0') ? '1' : '0');
    const demo2Key = await signKeyOf(t, await loginAs(t, 'demo2'));
    const skew = TOKEN_CLOCK_SKEW_SECONDS * 1000;
    for (const body of [
      { ...good, cipher: flipped },
      { ...good, purpose: API.document.regCert.path },
      tokenRequest(demo2Key, EXPORT.path),
      tokenRequest(demoKey, EXPORT.path, { clock: Date.now() - skew - 60_000 }),
      tokenRequest(demoKey, EXPORT.path, { clock: Date.now() + skew + 60_000 }),
      { ...tokenRequest(demoKey, EXPORT.path), randomNum: 'short' },
      { ...tokenRequest(demoKey, EXPORT.path), mac: 'zz' },
    ])
      expect(await refusalOf(ask(demo, body))).toBe(FAILED);
  });

  it('takes a random number once', async () => {
    const body = tokenRequest(demoKey, EXPORT.path);
    expect((await ask(demo, body)).json().success).toBe(true);
    expect(await refusalOf(ask(demo, body))).toBe(FAILED);
    // Re-encrypted with the same number: still the same request.
    expect(await refusalOf(ask(demo, tokenRequest(demoKey, EXPORT.path, { randomNum: body.randomNum })))).toBe(FAILED);
  });

  it('answers no token for a path that is not a signed download, or one the role may not open', async () => {
    expect(await refusalOf(ask(demo, tokenRequest(demoKey, '/a/stone/user/info')))).toBe(FAILED);
    const inspector = await loginAs(t, 'inspector');
    expect(await refusalOf(ask(inspector, tokenRequest(await signKeyOf(t, inspector), EXPORT.path)))).toBe(FAILED);
    expect((await ask(null, tokenRequest(demoKey, EXPORT.path))).statusCode).toBe(401);
  });

  it("refuses a token in another session, another unit's session, for another file, or after it expired", async () => {
    const token = await downloadToken(t, demo, EXPORT.path);
    const refused = async (res: Promise<{ statusCode: number; json(): { code?: string } }>) => {
      const r = await res;
      return [r.statusCode, r.json().code];
    };
    // The same user logged in again elsewhere: another browser.
    expect(await refused(exportWith(await loginAs(t, 'demo'), token))).toEqual([403, 'LINK_EXPIRED']);
    expect(await refused(exportWith(await loginAs(t, 'demo2'), token))).toEqual([403, 'LINK_EXPIRED']);
    // Asked for the export, used for a certificate: the id does not matter, the path already fails.
    const regCert = t.app.inject({ method: 'GET', url: '/a/stone/document/regCert', query: { equipmentId: 'any', token }, headers: { cookie: demo.cookie } });
    expect(await refused(regCert)).toEqual([403, 'LINK_EXPIRED']);
    expect(await refused(exportWith(demo, `${token}x`))).toEqual([403, 'LINK_EXPIRED']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (DOWNLOAD_TOKEN_SECONDS + 1) * 1000 });
    expect(await refused(exportWith(demo, token))).toEqual([403, 'LINK_EXPIRED']);
  });

  it('shows a page a person can read when a pasted link fails in the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/a/stone/eqm/export?token=1', headers: { cookie: demo.cookie, accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('下载链接已失效');
    const anonymous = await t.app.inject({ method: 'GET', url: '/a/stone/eqm/export', headers: { accept: 'text/html' } });
    expect([anonymous.statusCode, anonymous.body.includes('未登录或登录已失效')]).toEqual([401, true]);
  });

  it('asks a token of every PDF, zip and Excel download', async () => {
    const admin = await loginAs(t, 'admin');
    const wrong: string[] = [];
    for (const { key, endpoint: e } of listEndpoints().filter((x) => x.endpoint.signed)) {
      const res = await send(t, e, admin, {});
      if (res.statusCode !== 403 || res.json().code !== 'LINK_EXPIRED') wrong.push(`${key} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
