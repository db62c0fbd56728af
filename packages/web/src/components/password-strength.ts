import { PASSWORD_MIN_SCORE, passwordScore } from '@portal/contract/validators/rules';

export type StrengthTone = 'empty' | 'weak' | 'medium' | 'strong';

export interface Strength {
  /** Spec §5 score, 0–4: what the meter fills. */
  score: number;
  tone: StrengthTone;
  /** '弱', '中', '强'; '' while nothing is typed. */
  label: string;
  /** What the password still needs to score 4, in words a user can act on; '' once it does. */
  hint: string;
}

const CLASSES: Array<[RegExp, string]> = [
  [/[a-z]/, '小写字母'],
  [/[A-Z]/, '大写字母'],
  [/\d/, '数字'],
  [/[^a-zA-Z\d]/, '特殊字符'],
];

/** The meter beside a new password: the contract's score, a word for it, and what is missing. */
export function passwordStrength(pw: string): Strength {
  if (!pw) return { score: 0, tone: 'empty', label: '', hint: '' };
  if (pw.length < 8) return { score: 0, tone: 'weak', label: '弱', hint: '长度不足8位' };
  if (pw.length > 16) return { score: 0, tone: 'weak', label: '弱', hint: '长度超过16位' };
  const score = passwordScore(pw);
  const missing = CLASSES.filter(([re]) => !re.test(pw)).map(([, name]) => name);
  const hint = missing.length ? `还需包含${missing.join('、')}` : '';
  if (score >= PASSWORD_MIN_SCORE) return { score, tone: 'strong', label: '强', hint };
  return { score, tone: score === PASSWORD_MIN_SCORE - 1 ? 'medium' : 'weak', label: score === PASSWORD_MIN_SCORE - 1 ? '中' : '弱', hint };
}
