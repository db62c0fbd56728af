import { describe, expect, it } from 'vitest';
import { secondsLeft, sendLabel, stillValid } from './sms-code';

describe('resend countdown', () => {
  it('counts whole seconds up and stops at 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it('labels the button for a first send, a wait and a resend', () => {
    expect(sendLabel(0, false)).toBe('获取验证码');
    expect(sendLabel(42, true)).toBe('42秒后重新获取');
    expect(sendLabel(0, true)).toBe('重新获取');
  });
});

describe('stillValid', () => {
  it('keeps a ticket only while it outlives the margin', () => {
    const at = '2026-11-22T10:15:00.000Z';
    const t = Date.parse(at);
    expect(stillValid(at, t - 120_000, 60_000)).toBe(true);
    expect(stillValid(at, t - 30_000, 60_000)).toBe(false);
    expect(stillValid(at, t, 0)).toBe(false);
    expect(stillValid(undefined, 0)).toBe(false);
  });
});
