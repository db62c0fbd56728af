import { describe, expect, it } from 'vitest';
import { CERT_NO_FORM_WARNING, certNoFormWarning, codeKey, isPlaceholderCode, normalizeCode } from './codes';

describe('normalizeCode', () => {
  it('turns full-width letters, digits and brackets half-width, drops spaces and upper-cases letters', () => {
    expect(normalizeCode('梯１１浙Ｂ０１２５９（１０）')).toBe('梯11浙B01259(10)');
    expect(normalizeCode('梯11浙b 01259　(10)')).toBe('梯11浙B01259(10)');
    expect(normalizeCode(' 3110１0339２０12033５3 ')).toBe('311010339201203353');
  });
  it('leaves Chinese characters and a normal code as they are', () => {
    expect(normalizeCode('起17辽JG0033(24)')).toBe('起17辽JG0033(24)');
  });
});

describe('codeKey', () => {
  it('is empty for empty and placeholder codes, so they never count as duplicates', () => {
    for (const v of ['', '  ', '-', '/', '／', '——', '无', '暂无', '--', '.', null, undefined]) expect(codeKey(v)).toBe('');
    expect(isPlaceholderCode('-')).toBe(true);
    expect(isPlaceholderCode('41702156120190307')).toBe(false);
  });
  it('is the normalised form of a real code', () => {
    expect(codeKey('４１７０２１５６１２０１９０３０７')).toBe('41702156120190307');
  });
});

describe('certNoFormWarning', () => {
  it('accepts the TSG 08 form, typed either width', () => {
    for (const v of ['梯11浙B00012(26)', '梯11浙AJ5023(19)', '起17辽JG0033(24)', '梯１１浙Ｂ０１２５９（１０）', '']) expect(certNoFormWarning(v)).toBeNull();
  });
  it('warns (does not refuse) on older forms', () => {
    expect(certNoFormWarning('容甬B0123')).toBe(CERT_NO_FORM_WARNING);
    expect(certNoFormWarning('2160310101200601')).toBe(CERT_NO_FORM_WARNING);
  });
});
