/** Whole seconds until `until` (ms since epoch), rounded up and never below 0: the resend countdown. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

/** The send button's words: first send, waiting, then sending again. */
export function sendLabel(left: number, sentBefore: boolean): string {
  if (left > 0) return `${left}秒后重新获取`;
  return sentBefore ? '重新获取' : '获取验证码';
}

/** Whether a ticket or token valid until `expiresAt` (ISO) is still good for a step taking `marginMs` more. */
export const stillValid = (expiresAt: string | undefined, now: number, marginMs = 0): boolean => !!expiresAt && Date.parse(expiresAt) - marginMs > now;
