import { describe, expect, it } from 'vitest';
import { maskCertNo, maskIdNumber, maskMobile } from './privacy';

describe('masking personal data', () => {
  it('hides the middle four digits of a mobile number, and leaves a landline as it is', () => {
    expect(maskMobile('13857400001')).toBe('138****0001');
    expect(maskMobile('0574-87190000')).toBe('0574-87190000');
  });

  it('keeps the first and last four characters of an ID number', () => {
    expect(maskIdNumber('330203199001010016')).toBe('3302**********0016');
    expect(maskIdNumber('33020319900101001X')).toBe('3302**********001X');
  });

  it('masks a certificate number like an ID number, short ones down to their last two characters', () => {
    expect(maskCertNo('330203199001010016')).toBe('3302**********0016');
    expect(maskCertNo('TS2011-1234')).toBe('TS20***1234');
    expect(maskCertNo('A12345')).toBe('****45');
  });
});
