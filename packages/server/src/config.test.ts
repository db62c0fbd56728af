import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({}, '/srv/portal');
    expect(c).toMatchObject({
      port: 8080,
      database: { kind: 'sqlite', file: '/srv/portal/data/portal.sqlite' },
      dataDir: '/srv/portal/data',
      cityName: '宁波市',
      title: '宁波市特种设备企业服务平台',
      captcha: 'image',
      sessionTtlHours: 24,
      seedDemo: true,
    });
  });

  it('reads sqlite: and postgres:// addresses', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:./x.db' }, '/a').database).toEqual({ kind: 'sqlite', file: '/a/x.db' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/d' });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT:/],
    [{ PORT: '70000' }, /^PORT:/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL:/],
    [{ DATABASE_URL: 'sqlite:' }, /^DATABASE_URL:/],
    [{ CAPTCHA: 'maybe' }, /^CAPTCHA:/],
    [{ CAPTCHA: 'off', NODE_ENV: 'production' }, /^CAPTCHA: "off" is refused/],
    [{ SESSION_TTL_HOURS: '0' }, /^SESSION_TTL_HOURS:/],
    [{ SSO_JWT_SECRET: 'short' }, /^SSO_JWT_SECRET:/],
    [{ SSO_JWKS_URL: 'file:///etc/passwd' }, /^SSO_JWKS_URL:/],
    [{ CITY_NAME: ' ' }, /^CITY_NAME:/],
    [{ SEED_DEMO: 'yes' }, /^SEED_DEMO:/],
    [{ SMS_PROVIDER: 'pigeon' }, /^SMS_PROVIDER:/],
    [{ SMS_PROVIDER: 'http' }, /^SMS_GATEWAY_URL:/],
    [{ ATTACHMENT_MAX_MB: '0' }, /^ATTACHMENT_MAX_MB:/],
    [{ PUBLIC_BASE_URL: 'tzsb.example.cn' }, /^PUBLIC_BASE_URL:/],
    [{ SITE_ICP: '12345678' }, /^SITE_ICP:/],
    [{ SITE_POLICE_FILING: '浙公网安备' }, /^SITE_POLICE_FILING:/],
    [{ SITE_CODE: '33020' }, /^SITE_CODE:/],
    [{ SITE_SUPPORT_PHONE: '请拨打热线' }, /^SITE_SUPPORT_PHONE:/],
    [{ SITE_SPONSOR: '宁波市\u0000监管局' }, /^SITE_SPONSOR:/],
  ])('stops on %o with a line naming the variable', (env, msg) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(msg);
  });

  it('shows no site footer unless configured, and each configured part as given', () => {
    expect(Object.values(loadConfig({}).siteFooter).every((v) => v === '')).toBe(true);
    const footer = {
      SITE_SPONSOR: '宁波市市场监督管理局',
      SITE_ICP: '浙ICP备12345678号-1',
      SITE_POLICE_FILING: '浙公网安备 33020302000123号',
      SITE_CODE: '3302000001',
      SITE_SUPPORT_PHONE: '0574-87000000',
    };
    expect(loadConfig(footer).siteFooter).toEqual({
      sponsor: '宁波市市场监督管理局',
      icp: '浙ICP备12345678号-1',
      policeFiling: '浙公网安备 33020302000123号',
      siteCode: '3302000001',
      supportPhone: '0574-87000000',
    });
  });

  it('never seeds demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
