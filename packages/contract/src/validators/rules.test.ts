import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import * as r from './rules';

/** A rule, the values it accepts, and the values it refuses under the message it gives for them. */
type Case = [rule: r.Rule, accepted: string[], refused: Record<string, string[]>];

const table: Record<string, Case> = {
  email: [r.email, ['a@b.cn', 'zhang.san+1@ningbo-tj.com.cn'], { [MSG.email]: ['a@b', 'a b@c.cn', '@x.cn'] }],
  url: [r.url, ['https://example.cn/a?b=1', 'http://10.0.0.1:8080/'], { [MSG.url]: ['example.cn', 'ftp://x.cn'] }],
  nonNegativeInteger: [r.nonNegativeInteger, ['0', '7', '120'], { [MSG.positiveInteger]: ['-1', '1.5', '01'] }],
  positiveInteger: [r.positiveInteger, ['1', '999'], { [MSG.positiveInteger]: ['0', '-3', '2.0'] }],
  fixedAssets: [r.fixedAssets, ['5000000'], { [MSG.fixedAssets]: ['0', '12.5'] }],
  twoDecimals: [r.twoDecimals, ['1', '0.5', '12.34', '100.1'], { [MSG.twoDecimals]: ['0', '1.234', '-2'], [MSG.notNumber]: ['abc', '1.2.3'] }],
  mobile: [r.mobile, ['13812345678', '19900000000'], { [MSG.mobile]: ['12812345678', '1381234567', '138123456789'] }],
  phoneOrMobile: [r.phoneOrMobile, ['13812345678', '0574-87654321', '010-1234567', '0574-87654321-801'], { [MSG.phoneOrMobile]: ['87654321', '0574 87654321', '574-87654321'] }],
  postalCode: [r.postalCode, ['315000', '100010'], { [MSG.postalCode]: ['015000', '31500', '3150000'] }],
  deviceCode: [r.deviceCode, ['311010339201203353', '4D0010339201200001'], { [MSG.deviceCode]: ['31101033920120335', '3110103392012033531', '31101033920120335a'] }],
  registrationCode: [r.registrationCode, ['21603101012006010101', '31106401052014080025'], { [MSG.registrationCode]: ['2160310101200601010', '2160310101200601010A'] }],
  licenceNo: [r.licenceNo, ['TS3310123-2028', 'TS3310245-2030'], { '请输入有效的许可证编号，如TS3310123-2028': ['TS33101234-2028', 'TS2310123-2028', 'TS3310123'] }],
  idCard: [
    r.idCard,
    ['330203198503120016', '330212200501010020', '330281200002291238', '33020519880715009X', '33020519880715009x'],
    {
      [MSG.idCard]: ['33020319850312001', '030203198503120016', '330203198513120016'],
      [MSG.idCardDate]: ['330203198502300016', '330281199902291238'],
      [MSG.idCardCheck]: ['330203198503120017'],
    },
  ],
  invoiceTaxNo: [
    r.invoiceTaxNo,
    ['/', ' / ', '91330203MA2AB3C47U', '91110000600037341L', '91330203MA2AB3C47S'],
    {
      [MSG.taxNoLength]: ['91330203MA2AB3C47', '91330203MA2AB3C47UX', '91330203ma2ab3c47u'],
      [MSG.taxNoForbidden]: ['9133020SMA2AB3C47U', '91330203MO2AB3C47U'],
      [MSG.noSpecial]: ['91330203MA2AB3C4 U', '//', '91330203-A2AB3C47U'],
      [MSG.noChinese]: ['9133020宁MA2AB3C47U'],
    },
  ],
  code18: [
    r.code18,
    ['91330203MA2AB3C47U', '12345678901234567Z'],
    { [MSG.code18Length]: ['91330203MA2AB3C4', '91330203MA2AB3C47u'], [MSG.code18Forbidden]: ['9133020SMA2AB3C47U'], [MSG.code18Chars]: ['91330203MA2AB3C4_U'] },
  ],
  uscc: [
    r.uscc,
    ['91110000600037341L', '91330203MA2AB3C47U', '92330212MA2CD5E641', '12330200470001235L'],
    { [MSG.usccCheck]: ['91330203MA2AB3C47A', '91330203MA2AB3C470'], [MSG.code18Forbidden]: ['9133020SMA2AB3C47U'], [MSG.code18Length]: ['91330203MA2AB3C4'] },
  ],
  strongPassword: [r.strongPassword, ['Demo@123456', 'aB3$aB3$', 'Abcdef1!Abcdef1!'], { [MSG.passwordWeak]: ['demo123456', 'Ab1!', 'Abcdef1!Abcdef1!x'] }],
};

describe.each(Object.entries(table))('%s', (_name, [rule, accepted, refused]) => {
  it('accepts blank values (rules apply only when a value is present)', () => {
    expect(rule('')).toBeNull();
    expect(rule(undefined as unknown as string)).toBeNull();
  });
  it.each(accepted)('accepts %s', (v) => expect(rule(v)).toBeNull());
  it.each(Object.entries(refused).flatMap(([msg, values]) => values.map((v) => [v, msg])))('refuses %s', (v, msg) => expect(rule(v)).toBe(msg));
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
