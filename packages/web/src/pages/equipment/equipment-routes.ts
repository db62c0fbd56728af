import type { EquipmentListKind, EquipmentStatNums, EquipmentTypeCode } from '@portal/contract';

/** Spec §2 detail pages by equipment type code: /equipment/detail/<name>. */
export const DETAIL_ROUTE_NAMES: Record<EquipmentTypeCode, string> = {
  '1000': 'boiler',
  '2000': 'pressureVessel',
  '3000': 'elevator',
  '4000': 'hoistingMachinery',
  '5000': 'fieldMotorVehicles',
  '6000': 'majorAmusementFacilities',
  '7000': 'pressurePiping',
  '8000': 'pressurePipeline',
  '9000': 'passengerRopeway',
};

/** The detail page of one record. */
export const detailPath = (typeCode: EquipmentTypeCode, id: string): string => `/equipment/detail/${DETAIL_ROUTE_NAMES[typeCode]}?id=${encodeURIComponent(id)}`;

/** Spec §2 query lists by kind. */
export const LIST_PATHS: Record<EquipmentListKind, string> = {
  comprehensive: '/equipment/query-comprehensive',
  timeout: '/equipment/query-timeout',
  fault: '/equipment/query-fault',
  nonUse: '/equipment/query-non-use',
  aboutExpire: '/equipment/query-about-expire',
  payloadTime: '/equipment/query-payload-time',
  pressurePiping: '/equipment/query-pressure-piping',
};

/** A query list opened with filters, as its search form would write them into the address. */
export function listPath(kind: EquipmentListKind, filters: Record<string, string> = {}): string {
  const q = new URLSearchParams(filters).toString();
  return q ? `${LIST_PATHS[kind]}?${q}` : LIST_PATHS[kind];
}

/** The home desk's and the overview's numbers, each with the list that shows its records. */
export const STAT_LINKS: Array<{ key: keyof EquipmentStatNums; label: string; path: string; tone?: 'danger' | 'warning' }> = [
  { key: 'total', label: '设备总数', path: listPath('comprehensive') },
  { key: 'inUse', label: '在用设备', path: listPath('comprehensive', { useStatus: 'inUse' }) },
  { key: 'stopped', label: '停用设备', path: listPath('nonUse') },
  { key: 'overdue', label: '超期未检', path: listPath('timeout'), tone: 'danger' },
  { key: 'aboutExpire', label: '即将到期', path: listPath('aboutExpire'), tone: 'warning' },
  { key: 'fault', label: '检验不合格', path: listPath('fault'), tone: 'danger' },
  { key: 'loadTestDue', label: '载荷试验到期', path: listPath('payloadTime'), tone: 'warning' },
];
