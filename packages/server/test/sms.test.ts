import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemTicket } from '../src/modules/sms/service';
import { saveCaptcha } from '../src/platform/captcha/store';
import { nowIso } from '../src/platform/ids';
import { AJAX, createTestApp, loginAs, type TestApp, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

/** Asks for a code as the pages do, having agreed to the personal-information notice. */
const send = (t: TestApp, mobile: string, purpose = 'register', body: object = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/a/stone/common/smsAuthCode/${mobile}/${purpose}`,
    headers: { ...AJAX, ...(cookie ? { cookie } : {}) },
    payload: { consent: true, ...body },
  });
const check = (t: TestApp, mobile: string, code: string, purpose = 'register') => requestRaw(t, null, 'sms.checkCode', { mobile, purpose, code });
const lastCode = async (t: TestApp, mobile: string) => {
  const row = await t.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return /验证码：(\d{6})/.exec(row.content)![1];
};

describe('SMS codes', () => {
  const t = suiteApp();

  it('sends no code without consent to the personal-information notice', async () => {
    const without = await t.app.inject({ method: 'POST', url: '/a/stone/common/smsAuthCode/13900000009/register', headers: AJAX, payload: {} });
    expect(without.json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '请先阅读并同意《个人信息保护告知》' });
    for (const consent of [false, 'yes']) expect((await send(t, '13900000009', 'register', { consent })).json().errorMsg).toBe('请先阅读并同意《个人信息保护告知》');
    expect(await t.db.selectFrom('sms_outbox').select('id').where('mobile', '=', '13900000009').execute()).toEqual([]);
  });

  it('sends a 6-digit code through the outbox; the right code earns a single-use ticket', async () => {
    expect((await send(t, '13900000001')).json()).toMatchObject({ success: true, data: { resendAfter: 60 } });
    const code = await lastCode(t, '13900000001');
    expect(code).toMatch(/^\d{6}$/);
    const ok = (await check(t, '13900000001', code)).json();
    expect(ok.data.smsTicket).toMatch(/^[\w-]{40,}$/);
    expect((await check(t, '13900000001', code)).json().errorMsg).toBe('短信验证码已失效，请重新获取');

    await expect(redeemTicket(t.ctx, ok.data.smsTicket, '13900000001', 'resetPassword')).rejects.toThrow('手机验证已失效');
    const again = (await check(t, '13900000001', code)).json();
    expect(again.success).toBe(false);
  });

  it('a ticket proves the phone for its purpose once', async () => {
    await send(t, '13900000002');
    const { smsTicket } = (await check(t, '13900000002', await lastCode(t, '13900000002'))).json().data;
    await expect(redeemTicket(t.ctx, smsTicket, '13900000003', 'register')).rejects.toThrow('手机验证已失效');
    await send(t, '13900000004');
    const second = (await check(t, '13900000004', await lastCode(t, '13900000004'))).json().data.smsTicket;
    await redeemTicket(t.ctx, second, '13900000004', 'register');
    await expect(redeemTicket(t.ctx, second, '13900000004', 'register')).rejects.toThrow('手机验证已失效');
  });

  it('allows one code a minute per phone', async () => {
    await send(t, '13900000010');
    expect((await send(t, '13900000010')).json()).toMatchObject({ success: false, code: 'RATE_LIMITED', errorMsg: '发送过于频繁，请60秒后再试' });
    const refused = await send(t, '13900000010');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    await t.db
      .updateTable('rate_limits')
      .set({ window_start: nowIso(Date.now() - 61_000) })
      .where('key', '=', 'smsResend:13900000010')
      .execute();
    expect((await send(t, '13900000010')).json().success).toBe(true);
  });

  it('allows ten codes a day per phone', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send(t, '13900000020')).json().success).toBe(true);
      await t.db.deleteFrom('rate_limits').where('key', '=', 'smsResend:13900000020').execute();
    }
    expect((await send(t, '13900000020')).json().errorMsg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
  });

  it('refuses an expired code', async () => {
    await send(t, '13900000030');
    const code = await lastCode(t, '13900000030');
    await t.db
      .updateTable('sms_codes')
      .set({ expires_at: nowIso(Date.now() - 1) })
      .where('mobile', '=', '13900000030')
      .execute();
    expect((await check(t, '13900000030', code)).json().errorMsg).toBe('短信验证码已失效，请重新获取');
  });

  it('gives up on a code after five wrong tries', async () => {
    await send(t, '13900000040');
    const code = await lastCode(t, '13900000040');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await check(t, '13900000040', wrong)).json().errorMsg).toBe('短信验证码错误');
    expect((await check(t, '13900000040', wrong)).json().errorMsg).toBe('短信验证码错误次数过多，请重新获取');
    expect((await check(t, '13900000040', code)).json().errorMsg).toBe('短信验证码已失效，请重新获取');
  });

  it('keeps codes to their purpose', async () => {
    await send(t, '13900000050', 'resetPassword');
    expect((await check(t, '13900000050', await lastCode(t, '13900000050'), 'register')).json().errorMsg).toBe('短信验证码已失效，请重新获取');
  });

  it.each([
    ['12345', 'register', '请输入有效的手机号码'],
    ['13900000060', 'lottery', '验证码用途不正确'],
  ])('refuses sending to %s for %s', async (mobile, purpose, msg) => {
    expect((await send(t, mobile, purpose)).json()).toMatchObject({ success: false, errorMsg: msg });
  });

  it('refuses a code that is not six digits', async () => {
    expect((await check(t, '13900000001', '12ab')).json().errorMsg).toBe('短信验证码为6位数字');
  });

  it('shows the outbox to administrators only, found by the whole number and listed masked', async () => {
    const admin = await loginAs(t, 'admin');
    const page = (await request(t, admin, 'sms.findOutbox', { pageNo: 1, pageSize: 5, mobile: '13900000001' })).json().data;
    expect(page.list[0]).toMatchObject({ mobile: '139****0001', provider: 'outbox', status: 'sent' });
    expect(page.list[0].content).toContain('账号注册');
    expect((await request(t, await loginAs(t, 'demo'), 'sms.findOutbox', { pageNo: 1, pageSize: 5 })).statusCode).toBe(403);
    expect((await request(t, null, 'sms.findOutbox', { pageNo: 1, pageSize: 5 })).statusCode).toBe(401);
  });
});

describe('SMS codes behind an image captcha', () => {
  const t = suiteApp({ CAPTCHA: 'image' });

  it('sends only after the captcha is solved', async () => {
    expect((await send(t, '13900000070')).json()).toMatchObject({ success: false, errorMsg: '验证码错误' });
    await saveCaptcha(t.db, 'cid-sms', 'x7Kp');
    expect((await send(t, '13900000070', 'register', { validateCode: 'X7KP' }, 'portal_cid=cid-sms')).json().success).toBe(true);
  });
});

describe('SMS through an HTTP gateway', () => {
  let t: TestApp;
  let gateway: Server;
  const received: Array<{ auth?: string; body: { mobile: string; content: string } }> = [];
  let failNext = false;
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(failNext ? 500 : 200).end('{}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    t = await createTestApp({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: `http://127.0.0.1:${(gateway.address() as { port: number }).port}/send`, SMS_GATEWAY_TOKEN: 'gw-token' });
  });
  afterAll(async () => {
    await t.close();
    gateway.close();
  });

  it('delivers the code to the gateway and keeps only a masked copy', async () => {
    expect((await send(t, '13900000080')).json().success).toBe(true);
    const sent = received.at(-1)!;
    expect(sent.auth).toBe('Bearer gw-token');
    expect(sent.body.mobile).toBe('13900000080');
    const code = /验证码：(\d{6})/.exec(sent.body.content)![1];
    const stored = await t.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', '13900000080').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ provider: 'http', status: 'sent' });
    expect(stored.content).toContain('验证码：******');
    expect((await check(t, '13900000080', code)).json().success).toBe(true);
  });

  it('says so when the gateway fails, and records the failure', async () => {
    failNext = true;
    expect((await send(t, '13900000081')).json()).toMatchObject({ success: false, errorMsg: '短信发送失败，请稍后再试' });
    const stored = await t.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', '13900000081').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'failed', error: '网关返回 HTTP 500' });
  });
});
