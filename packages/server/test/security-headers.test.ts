import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from '../src/platform/http/security-headers';
import { call, createTestApp, loginAs, uploadTo, type TestApp } from './helpers';

/** What a browser is told about every answer: no sniffing, no framing, no caching of API data, a strict page policy. */
describe('security: response headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>portal</title>');
    t = await createTestApp({ WEB_DIR: web, TRUST_PROXY: '1' }, { web: true });
  });
  afterAll(() => t.close());

  const common = (h: Record<string, unknown>) => {
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('same-origin');
    expect(h['permissions-policy']).toContain('camera=()');
  };

  it('gives pages a policy with scripts from the portal only and no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    common(res.headers);
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(PAGE_CSP).toContain("script-src 'self';");
    expect(PAGE_CSP).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    expect(PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps API answers, refusals included, out of every cache', async () => {
    for (const res of [await call(t, null, 'GET', '/a/stone/common/clientConfig'), await call(t, null, 'GET', '/a/stone/user/info'), await call(t, null, 'GET', '/a/no-such')]) {
      common(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('lets the portal frame a file it previews, and nothing else frame anything', async () => {
    const demo = await loginAs(t, 'demo');
    const unit = (await call(t, demo, 'GET', '/a/stone/user/unit')).json().data;
    const up = (await uploadTo(t, demo, { bizType: 'unit', bizId: unit.id, kind: 'businessLicence' }, { filename: '执照.pdf' })).json();
    const inline = await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${up.data.attsysid}&inline=1`, headers: { cookie: demo.cookie } });
    expect(inline.statusCode).toBe(200);
    common(inline.headers);
    expect(inline.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    const saved = await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${up.data.attsysid}`, headers: { cookie: demo.cookie } });
    expect(saved.headers['content-disposition']).toMatch(/^attachment/);
    expect(saved.headers['x-frame-options']).toBe('DENY');
    expect(saved.headers['cache-control']).toContain('no-store');
  });

  it('asks for HTTPS from then on when served over HTTPS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
