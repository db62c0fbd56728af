import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import * as r from './rules';

type Case = [rule: r.Rule, accepted: string[], refused: [string, string][]];

const table: Record<string, Case> = {
  email: [
    r.email,
    ['a@b.cn', 'zhang.san+1@ningbo-tj.com.cn'],
    [
      ['a@b', MSG.email],
      ['a b@c.cn', MSG.email],
      ['@x.cn', MSG.email],
    ],
  ],
  url: [
    r.url,
    ['https://example.cn/a?b=1', 'http://10.0.0.1:8080/'],
    [
      ['example.cn', MSG.url],
      ['ftp://x.cn', MSG.url],
    ],
  ],
  nonNegativeInteger: [
    r.nonNegativeInteger,
    ['0', '7', '120'],
    [
      ['-1', MSG.positiveInteger],
      ['1.5', MSG.positiveInteger],
      ['01', MSG.positiveInteger],
    ],
  ],
  positiveInteger: [
    r.positiveInteger,
    ['1', '999'],
    [
      ['0', MSG.positiveInteger],
      ['-3', MSG.positiveInteger],
      ['2.0', MSG.positiveInteger],
    ],
  ],
  fixedAssets: [
    r.fixedAssets,
    ['5000000'],
    [
      ['0', MSG.fixedAssets],
      ['12.5', MSG.fixedAssets],
    ],
  ],
  twoDecimals: [
    r.twoDecimals,
    ['1', '0.5', '12.34', '100.1'],
    [
      ['0', MSG.twoDecimals],
      ['1.234', MSG.twoDecimals],
      ['-2', MSG.twoDecimals],
      ['abc', MSG.notNumber],
      ['1.2.3', MSG.notNumber],
    ],
  ],
  mobile: [
    r.mobile,
    ['13812345678', '19900000000'],
    [
      ['12812345678', MSG.mobile],
      ['1381234567', MSG.mobile],
      ['138123456789', MSG.mobile],
    ],
  ],
  phoneOrMobile: [
    r.phoneOrMobile,
    ['13812345678', '0574-87654321', '010-1234567', '0574-87654321-801'],
    [
      ['87654321', MSG.phoneOrMobile],
      ['0574 87654321', MSG.phoneOrMobile],
      ['574-87654321', MSG.phoneOrMobile],
    ],
  ],
  postalCode: [
    r.postalCode,
    ['315000', '100010'],
    [
      ['015000', MSG.postalCode],
      ['31500', MSG.postalCode],
      ['3150000', MSG.postalCode],
    ],
  ],
  deviceCode: [
    r.deviceCode,
    ['311010339201203353', '4D0010339201200001'],
    [
      ['31101033920120335', MSG.deviceCode],
      ['3110103392012033531', MSG.deviceCode],
      ['31101033920120335a', MSG.deviceCode],
    ],
  ],
  registrationCode: [
    r.registrationCode,
    ['21603101012006010101', '31106401052014080025'],
    [
      ['2160310101200601010', MSG.registrationCode],
      ['2160310101200601010A', MSG.registrationCode],
    ],
  ],
  licenceNo: [
    r.licenceNo,
    ['TS3310123-2028', 'TS3310245-2030'],
    [
      ['TS33101234-2028', '请输入有效的许可证编号，如TS3310123-2028'],
      ['TS2310123-2028', '请输入有效的许可证编号，如TS3310123-2028'],
      ['TS3310123', '请输入有效的许可证编号，如TS3310123-2028'],
    ],
  ],
  idCard: [
    r.idCard,
    ['330203198503120016', '330212200501010020', '330281200002291238', '33020519880715009X', '33020519880715009x'],
    [
      ['33020319850312001', MSG.idCard],
      ['030203198503120016', MSG.idCard],
      ['330203198513120016', MSG.idCard],
      ['330203198502300016', MSG.idCardDate],
      ['330281199902291238', MSG.idCardDate],
      ['330203198503120017', MSG.idCardCheck],
    ],
  ],
  invoiceTaxNo: [
    r.invoiceTaxNo,
    ['/', ' / ', '91330203MA2AB3C47U', '91110000600037341L', '91330203MA2AB3C47S'],
    [
      ['91330203MA2AB3C47', MSG.taxNoLength],
      ['91330203MA2AB3C47UX', MSG.taxNoLength],
      ['9133020SMA2AB3C47U', MSG.taxNoForbidden],
      ['91330203MA2AB3C4 U', MSG.noSpecial],
      ['//', MSG.noSpecial],
      ['91330203ma2ab3c47u', MSG.taxNoLength],
      ['91330203MO2AB3C47U', MSG.taxNoForbidden],
      ['9133020宁MA2AB3C47U', MSG.noChinese],
      ['91330203-A2AB3C47U', MSG.noSpecial],
    ],
  ],
  code18: [
    r.code18,
    ['91330203MA2AB3C47U', '12345678901234567Z'],
    [
      ['91330203MA2AB3C4', MSG.code18Length],
      ['91330203MA2AB3C47u', MSG.code18Length],
      ['9133020SMA2AB3C47U', MSG.code18Forbidden],
      ['91330203MA2AB3C4_U', MSG.code18Chars],
    ],
  ],
  uscc: [
    r.uscc,
    ['91110000600037341L', '91330203MA2AB3C47U', '92330212MA2CD5E641', '12330200470001235L'],
    [
      ['91330203MA2AB3C47A', MSG.usccCheck],
      ['91330203MA2AB3C470', MSG.usccCheck],
      ['9133020SMA2AB3C47U', MSG.code18Forbidden],
      ['91330203MA2AB3C4', MSG.code18Length],
    ],
  ],
  strongPassword: [
    r.strongPassword,
    ['Demo@123456', 'aB3$aB3$', 'Abcdef1!Abcdef1!'],
    [
      ['demo123456', MSG.passwordWeak],
      ['Ab1!', MSG.passwordWeak],
      ['Abcdef1!Abcdef1!x', MSG.passwordWeak],
    ],
  ],
};

describe.each(Object.entries(table))('%s', (_name, [rule, accepted, refused]) => {
  it('accepts blank values (rules apply only when a value is present)', () => {
    expect(rule('')).toBeNull();
    expect(rule(undefined as unknown as string)).toBeNull();
  });
  it.each(accepted)('accepts %s', (v) => expect(rule(v)).toBeNull());
  it.each(refused)('refuses %s', (v, msg) => expect(rule(v)).toBe(msg));
});

describe('passwordScore', () => {
  it.each([
    ['', 0],
    ['Ab1!xyz', 0],
    ['Ab1!Ab1!Ab1!Ab1!Z', 0],
    ['abcdefgh', 1],
    ['abcdefg1', 2],
    ['Abcdefg1', 3],
    ['Abcdef1!', 4],
    ['legacy123', 2],
  ])('%s scores %i', (pw, score) => expect(r.passwordScore(pw)).toBe(score));
  it('calls a score below 4 simple', () => {
    expect(r.isSimplePassword('legacy123')).toBe(true);
    expect(r.isSimplePassword('Demo@123456')).toBe(false);
  });
});

describe('lastLevel', () => {
  const leaves = new Set(['330203', '330212']);
  const isLeaf = (v: string) => leaves.has(v);
  it('accepts a path that ends on a leaf, or no choice', () => {
    expect(r.lastLevel(['330000', '330200', '330203'], isLeaf)).toBeNull();
    expect(r.lastLevel([], isLeaf)).toBeNull();
  });
  it('refuses a path that stops early', () => expect(r.lastLevel(['330000', '330200'], isLeaf)).toBe(MSG.lastLevel));
});
