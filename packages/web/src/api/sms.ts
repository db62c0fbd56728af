import type { SmsPurpose } from '@portal/contract';
import { call, type In } from './http';
import { listQuery } from './query-client';

export const smsKeys = {
  all: ['sms'] as const,
  outbox: (q: In<'sms.findOutbox'>) => [...smsKeys.all, 'outbox', q] as const,
};

export const useSmsOutbox = listQuery(smsKeys.outbox, 'sms.findOutbox');

// Codes for pages without a session; the form beside the code box shows every refusal itself.

/** Sends a code to a phone; `validateCode` is the image captcha's answer when captchas are on, else ''. */
/** Sends a code; only once the person agreed to the personal-information notice (the server refuses otherwise). */
export const sendSmsCode = (mobile: string, purpose: SmsPurpose, validateCode: string) => call('sms.sendCode', { mobile, purpose, validateCode, consent: true }, { quiet: true });

/** Checks a code and answers the single-use ticket the next call carries instead of it. */
export const checkSmsCode = (mobile: string, purpose: SmsPurpose, code: string) => call('sms.checkCode', { mobile, purpose, code }, { quiet: true });
