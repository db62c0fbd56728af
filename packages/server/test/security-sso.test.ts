import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { newToken } from '../src/platform/ids';
import { cookieHeader, createTestApp, postLogin, type TestApp } from './helpers';

const SSO_SECRET = 'test-sso-secret-0123456789abcdef0123';
const ISSUER = 'https://sso.example.gov.cn';
const AUDIENCE = 'tzsb-portal';
const REFUSED = '单点登录令牌无效或已过期，请重新登录';

/** Attacks on single sign-on: tokens for another audience or issuer, too long-lived, or used twice. */
describe('security: single sign-on tokens', () => {
  let t: TestApp;
  let jwksServer: Server;
  let rsaKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    rsaKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
    const port = (jwksServer.address() as { port: number }).port;
    t = await createTestApp({ SSO_JWT_SECRET: SSO_SECRET, SSO_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`, SSO_ISSUER: ISSUER, SSO_AUDIENCE: AUDIENCE });
  });
  afterAll(async () => {
    await t.close();
    jwksServer.close();
  });

  const now = () => Math.floor(Date.now() / 1000);
  /** A token as the identity provider issues it; `over` changes or removes (null) a claim. */
  const hs = (over: Record<string, unknown> = {}, secret = SSO_SECRET) => {
    const claims = Object.fromEntries(
      Object.entries({ sub: 'demo', iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + 120, jti: newToken(), ...over }).filter(([, v]) => v !== null),
    );
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
  };
  const sso = (token: string) => postLogin(t, { ssotoken: token });

  it('logs in an existing active user named by a valid HS256 token, once', async () => {
    const token = await hs();
    const res = await sso(token);
    expect(res.json().success).toBe(true);
    const info = await t.app.inject({ method: 'GET', url: '/a/stone/user/info', headers: { cookie: cookieHeader(res) } });
    expect(info.json().data.user.loginName).toBe('demo');
    expect((await sso(token)).json()).toMatchObject({ success: false, errorMsg: REFUSED });
  });

  it('logs in with an RS256 token checked against the JWKS', async () => {
    const token = await new SignJWT({ sub: 'inspector', jti: newToken() })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('2m')
      .sign(rsaKey);
    expect((await sso(token)).json().success).toBe(true);
  });

  it('lets one of ten parallel uses of a token through', async () => {
    const token = await hs();
    const answers = await Promise.all(Array.from({ length: 10 }, async () => (await sso(token)).json().success as boolean));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it.each([
    ['for another audience', () => hs({ aud: 'another-portal' })],
    ['from another issuer', () => hs({ iss: 'https://evil.example' })],
    ['living a hundred years', () => hs({ exp: now() + 100 * 365 * 86400 })],
    ['issued longer ago than allowed', () => hs({ iat: now() - 400, exp: now() + 60 })],
    ['issued in the future', () => hs({ iat: now() + 600, exp: now() + 700 })],
    ['without a token id', () => hs({ jti: null })],
    ['without an issue time', () => hs({ iat: null })],
    ['expired beyond the skew', () => hs({ iat: now() - 200, exp: now() - 90 })],
    ['forged (wrong secret)', () => hs({}, 'another-secret-0123456789abcdef0123')],
    ['for an unknown user', () => hs({ sub: 'nobody' })],
    ['without sub', () => hs({ sub: null })],
    ['not a JWT at all', async () => 'abc.def.ghi'],
    [
      'signed with "none"',
      async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'demo', exp: 9999999999 })).toString('base64url')}.`,
    ],
  ])('refuses a token %s', async (_label, make) => {
    expect((await sso(await make())).json()).toMatchObject({ success: false, errorMsg: REFUSED });
  });

  it('accepts a clock a little behind or ahead, within a minute', async () => {
    expect((await sso(await hs({ iat: now() + 30, exp: now() + 150 }))).json().success).toBe(true);
    expect((await sso(await hs({ iat: now() - 200, exp: now() - 30 }))).json().success).toBe(true);
  });

  it('refuses a token for a disabled account with the reason', async () => {
    await t.db.updateTable('users').set({ status: 'disabled' }).where('login_name', '=', 'demo2').execute();
    expect((await sso(await hs({ sub: 'demo2' }))).json().errorMsg).toContain('停用');
  });

  it('does not start when single sign-on is configured without an issuer or an audience', () => {
    expect(() => loadConfig({ SSO_JWT_SECRET: SSO_SECRET, SSO_AUDIENCE: AUDIENCE })).toThrow(ConfigError);
    expect(() => loadConfig({ SSO_JWT_SECRET: SSO_SECRET, SSO_AUDIENCE: AUDIENCE })).toThrow(/^SSO_ISSUER:/);
    expect(() => loadConfig({ SSO_JWKS_URL: 'https://sso.example/jwks.json', SSO_ISSUER: ISSUER })).toThrow(/^SSO_AUDIENCE:/);
    expect(loadConfig({ SSO_JWT_SECRET: SSO_SECRET, SSO_ISSUER: ISSUER, SSO_AUDIENCE: AUDIENCE }).sso.maxAgeSeconds).toBe(300);
  });
});
