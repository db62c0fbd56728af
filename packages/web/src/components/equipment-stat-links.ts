import type { EquipmentStatNums } from '@portal/contract';
import { listPath } from '../routes/paths';

/** The home desk's and the overview's equipment numbers, each with the list that shows its records. */
export const STAT_LINKS: Array<{ key: keyof EquipmentStatNums; label: string; path: string; tone?: 'danger' | 'warning' }> = [
  { key: 'total', label: '设备总数', path: listPath('comprehensive') },
  { key: 'inUse', label: '在用设备', path: listPath('comprehensive', { useStatus: 'inUse' }) },
  { key: 'stopped', label: '停用设备', path: listPath('nonUse') },
  { key: 'overdue', label: '超期未检', path: listPath('timeout'), tone: 'danger' },
  { key: 'aboutExpire', label: '即将到期', path: listPath('aboutExpire'), tone: 'warning' },
  { key: 'fault', label: '检验不合格', path: listPath('fault'), tone: 'danger' },
  { key: 'loadTestDue', label: '载荷试验到期', path: listPath('payloadTime'), tone: 'warning' },
  // Not yet in use and no next date: counted apart from the overdue.
  { key: 'awaitingFirst', label: '待首检', path: listPath('comprehensive', { useStatus: 'notYetInUse', nextDate: 'none' }) },
];
