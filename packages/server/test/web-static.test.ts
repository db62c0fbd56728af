import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CSP } from '../src/platform/http/security-headers';
import { createTestApp, type TestApp } from './helpers';

describe('serving the web app', () => {
  let t: TestApp;
  const js = 'console.log("portal");'.repeat(100);
  const loader = 'start()';
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(web, 'login.html'), `<!doctype html><title>portal</title><form id="prerendered"></form><script>${loader}</script>`);
    writeFileSync(join(web, 'assets', 'app-abc123.js'), js);
    writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gzipSync(js));
    t = await createTestApp({ WEB_DIR: web }, { web: true });
  });
  afterAll(() => t.close());

  it('answers every page path with index.html, never cached, without a session', async () => {
    for (const path of ['/', '/login', '/login?redirect=%2Fhome', '/equipment/overview', '/home?x=1', '/login/x']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect(res.body).toContain('<title>portal</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      // Only the login page itself is answered with its prerendered markup.
      expect([path, res.body.includes('prerendered')]).toEqual([path, path.split('?')[0] === '/login']);
    }
  });

  it("allows the prerendered login's inline script by its hash, and no inline script on any other page", async () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers['content-security-policy']).toBe(PAGE_CSP.replace("script-src 'self'", `script-src 'self' ${hash(loader)}`));
    const other = await t.app.inject({ method: 'GET', url: '/home' });
    expect(other.headers['content-security-policy']).toBe(PAGE_CSP);
    // A rebuilt page is allowed its new script without a restart.
    writeFileSync(join(web, 'login.html'), '<!doctype html><script>other()</script>');
    const rebuilt = await t.app.inject({ method: 'GET', url: '/login' });
    expect(rebuilt.headers['content-security-policy']).toContain(hash('other()'));
    expect(rebuilt.headers['content-security-policy']).not.toContain(hash(loader));
  });

  it('serves hashed assets for a year, pre-compressed when the browser takes it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(js);
  });

  it('keeps API answers in the envelope: an unknown API path is a 404, a guarded one still needs a session', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/a/stone/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/a/stone/user/info' })).statusCode).toBe(401);
  });
});
