import { feeParams, fenToYuan, reliefAmount, type EquipmentTypeCode, type ReliefRule } from '@portal/contract';

/** A fee item's parameter band as the table shows it: 层数 6–18 层, 层数 ≤6 层, 层数 >18 层; '' for an item without one. */
export function bandText(f: { typeCode: string; catalogueCode: string; paramKey: string; bandMin: number | null; bandMax: number | null }): string {
  if (!f.paramKey) return '';
  const p = feeParams(f.typeCode as EquipmentTypeCode, f.catalogueCode).find((x) => x.key === f.paramKey);
  const unit = p?.unit ? ` ${p.unit}` : '';
  const range = f.bandMin === null ? `≤${f.bandMax}` : f.bandMax === null ? `>${f.bandMin}` : `${f.bandMin}–${f.bandMax}`;
  return `${p?.label ?? f.paramKey} ${range}${unit}`;
}

/** What a relief policy takes off: 减免30%, 减免50.00元, 全额免收. */
export const reliefRuleText = (p: { rule: ReliefRule; value: number }): string =>
  p.rule === 'percent' ? `减免${p.value}%` : p.rule === 'fixed' ? `减免${fenToYuan(p.value)}元` : '全额免收';

/** One device of the fee form: the fee items and relief policies that fit it (contract feeChoices). */
export interface FeeChoiceLine {
  itemId: string;
  feeItems: readonly { id: string; amountFen: number }[];
  suggested: string;
  reliefs: readonly { id: string }[];
}

export interface FeePick {
  feeItemId: string;
  reliefPolicyId: string;
}
export type FeePicks = Readonly<Record<string, FeePick>>;

/**
 * What the fee form opens with: the fee as last set where its item and policy still fit the device (a fee set
 * again before payment starts from the last one), else the suggested item and no relief.
 */
export function initialPicks(lines: readonly FeeChoiceLine[], set: readonly { itemId: string; feeItemId: string; reliefPolicyId: string }[]): Record<string, FeePick> {
  return Object.fromEntries(
    lines.map((l) => {
      const last = set.find((s) => s.itemId === l.itemId);
      const feeItemId = last && l.feeItems.some((f) => f.id === last.feeItemId) ? last.feeItemId : l.suggested;
      const reliefPolicyId = last && l.reliefs.some((r) => r.id === last.reliefPolicyId) ? last.reliefPolicyId : '';
      return [l.itemId, { feeItemId, reliefPolicyId }];
    }),
  );
}

/** A device's fee as the form works it out; null where it cannot yet (no item picked, a policy whose rule is unknown). */
export interface PricedLine {
  itemId: string;
  standardFen: number | null;
  reliefFen: number | null;
  payableFen: number | null;
}

export interface PricedFee {
  lines: PricedLine[];
  standardFen: number;
  reliefFen: number;
  payableFen: number;
  /** Every device is priced: the fee can be set. */
  complete: boolean;
}

/** The fee of every device and the totals, worked out as the server will (contract reliefAmount), while the form is filled. */
export function priceLines(lines: readonly FeeChoiceLine[], picks: FeePicks, rules: ReadonlyMap<string, { rule: ReliefRule; value: number }>): PricedFee {
  const priced = lines.map((l): PricedLine => {
    const pick = picks[l.itemId];
    const item = l.feeItems.find((f) => f.id === pick?.feeItemId);
    if (!item) return { itemId: l.itemId, standardFen: null, reliefFen: null, payableFen: null };
    const rule = pick.reliefPolicyId ? rules.get(pick.reliefPolicyId) : undefined;
    if (pick.reliefPolicyId && !rule) return { itemId: l.itemId, standardFen: item.amountFen, reliefFen: null, payableFen: null };
    const reliefFen = rule ? reliefAmount(rule, item.amountFen) : 0;
    return { itemId: l.itemId, standardFen: item.amountFen, reliefFen, payableFen: item.amountFen - reliefFen };
  });
  const sum = (k: 'standardFen' | 'reliefFen' | 'payableFen') => priced.reduce((n, l) => n + (l[k] ?? 0), 0);
  return {
    lines: priced,
    standardFen: sum('standardFen'),
    reliefFen: sum('reliefFen'),
    payableFen: sum('payableFen'),
    complete: priced.every((l) => l.payableFen !== null),
  };
}
