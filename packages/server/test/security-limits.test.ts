import { describe, expect, it } from 'vitest';
import { purgeRateLimits } from '../src/platform/http/rate-limit';
import { call, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

/** Attacks on the counters behind every limit: parallel requests must not all read the same count and all pass. */
describe('security: limits under parallel requests', () => {
  const t = suiteApp();

  const codeOf = async (mobile: string) => {
    const row = await t.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    return /验证码：(\d{6})/.exec(row.content)![1];
  };

  it('gives twenty parallel guesses of an SMS code five comparisons, and the right code after them nothing', async () => {
    await call(t, null, 'POST', '/a/stone/common/smsAuthCode/13900000301/register', { consent: true });
    const code = await codeOf('13900000301');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => (await request(t, null, 'sms.checkCode', { mobile: '13900000301', purpose: 'register', code: wrong })).json().errorMsg as string),
    );
    expect(answers.filter((m) => m === '短信验证码错误')).toHaveLength(4);
    expect(answers.filter((m) => m === '短信验证码错误次数过多，请重新获取')).toHaveLength(1);
    expect(answers.filter((m) => m === '短信验证码已失效，请重新获取')).toHaveLength(15);
    expect((await request(t, null, 'sms.checkCode', { mobile: '13900000301', purpose: 'register', code })).json().success).toBe(false);
  });

  it('limits code checks per address whatever phone they name, with 429 and Retry-After', async () => {
    await t.db.deleteFrom('rate_limits').execute();
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => request(t, null, 'sms.checkCode', { mobile: `1390000${String(1000 + i)}`, purpose: 'register', code: '123456' })),
    );
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0].json()).toMatchObject({ success: false, code: 'RATE_LIMITED', errorMsg: '操作过于频繁，请稍后再试' });
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('forgets counters once even the longest window has passed', async () => {
    await t.db.insertInto('rate_limits').values({ key: 'smsDay:13900000999:2000-01-01', window_start: '2000-01-01T00:00:00.000Z', count: 10 }).execute();
    expect(await purgeRateLimits(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', '=', 'smsDay:13900000999:2000-01-01').execute()).toEqual([]);
    expect((await t.db.selectFrom('rate_limits').select('key').execute()).length).toBeGreaterThan(0);
  });

  it('counts parallel hits exactly: thirty error reports a minute pass, the rest are refused with 429', async () => {
    const entry = { type: 'script', code: 0, message: 'burst', url: 'http://127.0.0.1/home' };
    const answers = await Promise.all(Array.from({ length: 40 }, () => requestRaw(t, null, 'errorLog.save', entry)));
    expect(answers.filter((r) => r.statusCode === 200 && r.json().success)).toHaveLength(30);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });
});
