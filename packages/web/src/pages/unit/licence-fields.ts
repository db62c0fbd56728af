import type { LicenceForm, LicenceItem, LicenceRecord } from '@portal/contract';
import { LICENCE_ITEMS } from '@portal/contract/domain/licences';
import { chinaToday } from '../../components/format';

/** The licence form's values as antd holds them: a row just added has no item or level yet. */
export type LicenceValues = Omit<LicenceForm, 'items'> & { items: Array<{ item?: LicenceItem; level?: string }> };

/** How the licence in force reads today: 有效 as the server judged it, or 未生效 (issued for a later day) or 已过期. */
export function validityTag(l: Pick<LicenceRecord, 'validFrom'>, valid: boolean, today = chinaToday()): { color: string; text: string } {
  if (valid) return { color: 'success', text: '有效' };
  return today < l.validFrom ? { color: 'warning', text: '未生效' } : { color: 'error', text: '已过期' };
}

/** An item's levels as the licence reads them, each with what it allows; none until an item is chosen. */
export const levelOptions = (item: LicenceItem | undefined): Array<{ value: string; label: string }> =>
  item ? Object.entries(LICENCE_ITEMS[item].levels as Record<string, { scope: string }>).map(([level, r]) => ({ value: level, label: `${level}级（${r.scope}）` })) : [];

/** What the form opens with: the filing to correct or the licence to change, or an empty licence with one item row. */
export function startValues(from: LicenceRecord | null): LicenceValues {
  if (!from) return { licenceNo: '', issuer: '', validFrom: '', validTo: '', items: [{}] };
  return { licenceNo: from.licenceNo, issuer: from.issuer, validFrom: from.validFrom, validTo: from.validTo, items: from.items.map((e) => ({ ...e })) };
}
