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
      mode: 'portal',
      title: '宁波市特种设备企业服务平台',
      captcha: 'image',
      sessionTtlHours: 24,
      seedDemo: true,
    });
  });

  it("names the institute's self-service re-issue platform in that mode", () => {
    expect(loadConfig({ PORTAL_MODE: 'selfService' })).toMatchObject({ mode: 'selfService', title: '浙江省特种设备科学研究院检验报告及文书自助补打平台' });
    expect(loadConfig({ PORTAL_MODE: 'selfService', INSTITUTE_NAME: '江苏省特种设备安全监督检验研究院' }).title).toBe('江苏省特种设备安全监督检验研究院检验报告及文书自助补打平台');
  });

  it('reads sqlite: and postgres:// addresses', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:./x.db' }, '/a').database).toEqual({ kind: 'sqlite', file: '/a/x.db' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/d' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/d' });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT:/],
    [{ PORT: '70000' }, /^PORT:/],
    [{ WORKERS: '0' }, /^WORKERS:/],
    [{ WORKERS: 'auto' }, /^WORKERS:/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL:/],
    [{ DATABASE_URL: 'sqlite:' }, /^DATABASE_URL:/],
    [{ CAPTCHA: 'maybe' }, /^CAPTCHA:/],
    [{ CAPTCHA: 'off', NODE_ENV: 'production' }, /^CAPTCHA: "off" is refused/],
    [{ NODE_ENV: 'production' }, /^PAYMENT_PROVIDER: must be set when NODE_ENV=production/],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, /^PAYMENT_PROVIDER: "sandbox" is refused when NODE_ENV=production/],
    [{ SESSION_TTL_HOURS: '0' }, /^SESSION_TTL_HOURS:/],
    [{ SSO_JWT_SECRET: 'short' }, /^SSO_JWT_SECRET:/],
    [{ SSO_JWKS_URL: 'file:///etc/passwd' }, /^SSO_JWKS_URL:/],
    [{ CITY_NAME: ' ' }, /^CITY_NAME:/],
    [{ PORTAL_MODE: 'kiosk' }, /^PORTAL_MODE:/],
    [{ INSTITUTE_NAME: ' ' }, /^INSTITUTE_NAME:/],
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
    [{ FILE_STORE: 'portal' }, /^FILE_STORE: expected empty .* or s3:\/\/bucket/],
    [{ FILE_STORE: 'https://portal.s3.amazonaws.com/files' }, /^FILE_STORE: expected/],
    [{ FILE_STORE: 's3://' }, /^FILE_STORE: "" is not a valid bucket name/],
    [{ FILE_STORE: 's3://Portal_Files' }, /^FILE_STORE: "Portal_Files" is not a valid bucket name/],
    [{ FILE_STORE: 's3://10.0.0.1' }, /^FILE_STORE: "10.0.0.1" is not a valid bucket name/],
    [{ FILE_STORE: 's3://portal/../other' }, /^FILE_STORE: the key prefix/],
    [{ FILE_STORE: 's3://portal/a//b' }, /^FILE_STORE: the key prefix/],
    [{ FILE_STORE: 's3://portal?x=1' }, /^FILE_STORE: "portal\?x=1" is not a valid bucket name/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^FILE_STORE: S3_ENDPOINT set but FILE_STORE is empty/],
    [{ FILE_STORE: 's3://portal', S3_ENDPOINT: '127.0.0.1:9000' }, /^S3_ENDPOINT:/],
    [{ FILE_STORE: 's3://portal', S3_ENDPOINT: 'ftp://files.example.cn' }, /^S3_ENDPOINT:/],
    [{ FILE_STORE: 's3://portal', S3_REGION: 'Beijing 1' }, /^S3_REGION:/],
    [{ FILE_STORE: 's3://portal', S3_ACCESS_KEY_ID: 'AKID' }, /^S3_SECRET_ACCESS_KEY:/],
    [{ FILE_STORE: 's3://portal', S3_SECRET_ACCESS_KEY: 'secret' }, /^S3_ACCESS_KEY_ID:/],
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

  it('keeps files under DATA_DIR unless FILE_STORE names an S3 bucket', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'local' });
    expect(loadConfig({ FILE_STORE: ' ' }).fileStore).toEqual({ kind: 'local' });
    expect(loadConfig({ FILE_STORE: 's3://portal-files' }).fileStore).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      prefix: '',
      endpoint: '',
      region: 'us-east-1',
      accessKeyId: '',
      secretAccessKey: '',
    });
    const env = { FILE_STORE: 's3://portal/nb/files/', S3_ENDPOINT: 'http://127.0.0.1:4569/', S3_REGION: 'cn-east-1', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(env).fileStore).toEqual({
      kind: 's3',
      bucket: 'portal',
      prefix: 'nb/files',
      endpoint: 'http://127.0.0.1:4569',
      region: 'cn-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
  });

  it('never seeds demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
