import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('shows nothing for an empty box', () => {
    expect(passwordStrength('')).toEqual({ score: 0, tone: 'empty', label: '', hint: '' });
  });

  it('scores 0 outside 8–16 characters, whatever the classes, and says why', () => {
    expect(passwordStrength('Ab1@')).toMatchObject({ score: 0, tone: 'weak', hint: '长度不足8位' });
    expect(passwordStrength('Abcdefgh1@abcdefg')).toMatchObject({ score: 0, tone: 'weak', hint: '长度超过16位' });
  });

  it('counts the classes present and names the missing ones', () => {
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 1, tone: 'weak', label: '弱', hint: '还需包含大写字母、数字、特殊字符' });
    expect(passwordStrength('abcd1234')).toMatchObject({ score: 2, tone: 'weak', label: '弱' });
    expect(passwordStrength('Abcd1234')).toMatchObject({ score: 3, tone: 'medium', label: '中', hint: '还需包含特殊字符' });
  });

  it('is strong only with all four classes, the score the server asks for', () => {
    expect(passwordStrength('Abcd@1234')).toEqual({ score: 4, tone: 'strong', label: '强', hint: '' });
    expect(passwordStrength('Abcd@123456789012')).toMatchObject({ score: 0 });
  });
});
