import { describe, expect, it } from 'vitest';
import { bandText, initialPicks, priceLines, reliefRuleText, type FeeChoiceLine } from './fee-lines';

describe('bandText', () => {
  const lift = { typeCode: '3000', catalogueCode: '3110', paramKey: 'floors' };
  it('names the parameter, the band and the unit', () => {
    expect(bandText({ ...lift, bandMin: 6, bandMax: 18 })).toBe('层数 6–18 层');
    expect(bandText({ ...lift, bandMin: null, bandMax: 6 })).toBe('层数 ≤6 层');
    expect(bandText({ ...lift, bandMin: 18, bandMax: null })).toBe('层数 >18 层');
  });
  it('finds the label of a variety parameter on an item of the whole category', () => {
    expect(bandText({ ...lift, catalogueCode: '', bandMin: null, bandMax: 6 })).toBe('层数 ≤6 层');
  });
  it('is empty for an item without a band, and shows an unknown key as it is', () => {
    expect(bandText({ ...lift, paramKey: '', bandMin: null, bandMax: null })).toBe('');
    expect(bandText({ ...lift, paramKey: 'gone', bandMin: 1, bandMax: 2 })).toBe('gone 1–2');
  });
});

describe('reliefRuleText', () => {
  it('reads a percent, a fixed amount in yuan and a waiver', () => {
    expect(reliefRuleText({ rule: 'percent', value: 30 })).toBe('减免30%');
    expect(reliefRuleText({ rule: 'fixed', value: 5000 })).toBe('减免50.00元');
    expect(reliefRuleText({ rule: 'waive', value: 0 })).toBe('全额免收');
  });
});

const LINES: FeeChoiceLine[] = [
  { itemId: 'a', feeItems: [{ id: 'f1', amountFen: 45_500 }], suggested: 'f1', reliefs: [{ id: 'half' }, { id: 'all' }] },
  { itemId: 'b', feeItems: [{ id: 'f2', amountFen: 30_000 }], suggested: 'f2', reliefs: [{ id: 'fixed' }] },
  { itemId: 'c', feeItems: [], suggested: '', reliefs: [] },
];
const RULES = new Map([
  ['half', { rule: 'percent' as const, value: 50 }],
  ['all', { rule: 'waive' as const, value: 0 }],
  ['fixed', { rule: 'fixed' as const, value: 50_000 }],
]);

describe('initialPicks', () => {
  it('starts from the suggested item, or from the fee last set where it still fits', () => {
    expect(initialPicks(LINES, [])).toEqual({ a: { feeItemId: 'f1', reliefPolicyId: '' }, b: { feeItemId: 'f2', reliefPolicyId: '' }, c: { feeItemId: '', reliefPolicyId: '' } });
    const set = [
      { itemId: 'a', feeItemId: 'f1', reliefPolicyId: 'half' },
      { itemId: 'b', feeItemId: 'old', reliefPolicyId: 'expired' },
    ];
    expect(initialPicks(LINES, set)).toMatchObject({ a: { feeItemId: 'f1', reliefPolicyId: 'half' }, b: { feeItemId: 'f2', reliefPolicyId: '' } });
  });
});

describe('priceLines', () => {
  it('takes each policy off its line, never more than the fee, and adds up the priced lines', () => {
    const fee = priceLines(LINES.slice(0, 2), { a: { feeItemId: 'f1', reliefPolicyId: 'half' }, b: { feeItemId: 'f2', reliefPolicyId: 'fixed' } }, RULES);
    expect(fee.lines).toEqual([
      { itemId: 'a', standardFen: 45_500, reliefFen: 22_750, payableFen: 22_750 },
      { itemId: 'b', standardFen: 30_000, reliefFen: 30_000, payableFen: 0 },
    ]);
    expect(fee).toMatchObject({ standardFen: 75_500, reliefFen: 52_750, payableFen: 22_750, complete: true });
  });
  it('is incomplete while a device has no fee item or its policy is unknown', () => {
    const fee = priceLines(
      LINES,
      { a: { feeItemId: 'f1', reliefPolicyId: 'unknown' }, b: { feeItemId: 'f2', reliefPolicyId: '' }, c: { feeItemId: '', reliefPolicyId: '' } },
      RULES,
    );
    expect(fee.lines[0]).toEqual({ itemId: 'a', standardFen: 45_500, reliefFen: null, payableFen: null });
    expect(fee.lines[2].payableFen).toBeNull();
    expect(fee).toMatchObject({ standardFen: 75_500, payableFen: 30_000, complete: false });
  });
});
