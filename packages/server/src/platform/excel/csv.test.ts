import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('keeps a cell that a spreadsheet program would run as a formula as text', () => {
    expect(['=HYPERLINK("x")', '+86 574', '-1+1', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual([`"'=HYPERLINK(""x"")"`, "'+86 574", "'-1+1", "'@SUM(A1)", "'\t=1", `"'\r=1"`]);
  });

  it('leaves other text as it is and quotes commas, quotes and line breaks', () => {
    expect(['梯11浙B01259(10)', 'a=b', ' =1', '', '甲,乙', '说"明"', '第一行\n第二行'].map(csvCell)).toEqual([
      '梯11浙B01259(10)',
      'a=b',
      ' =1',
      '',
      '"甲,乙"',
      '"说""明"""',
      '"第一行\n第二行"',
    ]);
    expect(csvLine(['=1', '报告,编号'])).toBe(`'=1,"报告,编号"`);
  });
});
