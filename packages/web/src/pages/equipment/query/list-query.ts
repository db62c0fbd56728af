import { ABOUT_EXPIRE_DAYS_DEFAULT, EQUIPMENT_SORT_FIELDS, type EquipmentListKind, type FindEquipmentInput } from '@portal/contract/api/equipment';

import { EQUIPMENT_TYPES, type EquipmentTypeCode } from '@portal/contract/domain/codes';

import type { Sort } from '../../../components/search-table/use-search-table';

export type EquipmentSortField = (typeof EQUIPMENT_SORT_FIELDS)[number];

/** The search form's values; `next` is the next-inspection date range as 'YYYY-MM-DD' texts ('' for an open end). */
export interface EquipmentFilters {
  typeCode?: EquipmentTypeCode;
  catalogueCode?: string;
  deviceCode?: string;
  registerCode?: string;
  certNo?: string;
  useStatus?: string;
  areaCode?: string;
  address?: string;
  next?: [string, string];
  /** 'none': only records without a next inspection date. */
  nextDate?: 'none';
  days?: number;
}

/** The server's own order (findEquipmentInput's defaults): the soonest inspection first. */
export const DEFAULT_SORT: Sort<EquipmentSortField> = { field: 'nextInspectionDate', order: 'ascend' };

const ALL_TYPES = Object.values(EQUIPMENT_TYPES);

/** The categories a list can hold: load tests concern elevators and cranes, the piping list its two kinds. */
export function typesOf(kind: EquipmentListKind): EquipmentTypeCode[] {
  if (kind === 'payloadTime') return ['3000', '4000'];
  if (kind === 'pressurePiping') return ['7000', '8000'];
  if (kind === 'fieldVehicle') return ['5000'];
  return ALL_TYPES;
}

export const blankFilters = (kind: EquipmentListKind): EquipmentFilters => (kind === 'aboutExpire' ? { days: ABOUT_EXPIRE_DAYS_DEFAULT } : {});

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TEXT_LIMITS = { deviceCode: 18, registerCode: 20, certNo: 30, useStatus: 16, address: 100 } as const;

/**
 * The filters and order a list's address carries (a link from the overview or the home desk, or a
 * reload); values the server would refuse are left out rather than failing the whole list.
 */
export function parseListAddress(search: string, kind: EquipmentListKind): { filters: EquipmentFilters; sort?: Sort<EquipmentSortField> } {
  const p = new URLSearchParams(search);
  const text = (k: string) => p.get(k)?.trim() ?? '';
  const filters: EquipmentFilters = blankFilters(kind);
  const types = typesOf(kind);

  const catalogue = text('catalogueCode').toUpperCase();
  const type = (text('typeCode') || (/^[0-9A-Z]{4}$/.test(catalogue) ? `${catalogue[0]}000` : '')) as EquipmentTypeCode;
  if (types.includes(type)) {
    filters.typeCode = type;
    if (/^[0-9A-Z]{4}$/.test(catalogue) && catalogue.startsWith(type[0]) && catalogue !== type) filters.catalogueCode = catalogue;
  }
  for (const [k, max] of Object.entries(TEXT_LIMITS) as Array<[keyof typeof TEXT_LIMITS, number]>) {
    const v = text(k);
    if (v && v.length <= max && !(k === 'useStatus' && kind === 'nonUse')) filters[k] = v;
  }
  const area = text('areaCode');
  if (/^\d{6}$/.test(area)) filters.areaCode = area;
  const from = DATE.test(text('nextFrom')) ? text('nextFrom') : '';
  const to = DATE.test(text('nextTo')) ? text('nextTo') : '';
  if (from || to) filters.next = [from, to];
  if (text('nextDate') === 'none') filters.nextDate = 'none';
  const days = Number(text('days'));
  if (kind === 'aboutExpire' && Number.isInteger(days) && days >= 1 && days <= 365) filters.days = days;

  const field = text('sortField') as EquipmentSortField;
  const order = text('sortOrder');
  const sort: Sort<EquipmentSortField> | undefined = EQUIPMENT_SORT_FIELDS.includes(field) && (order === 'ascend' || order === 'descend') ? { field, order } : undefined;
  return { filters, sort };
}

/** The query string that opens a list with these filters and order; defaults are left out, so a plain list has none. */
export function listAddress(kind: EquipmentListKind, f: EquipmentFilters, sort: Sort<EquipmentSortField> | undefined): string {
  const p = new URLSearchParams();
  const put = (k: string, v: string | number | undefined) => {
    const s = String(v ?? '').trim();
    if (s) p.set(k, s);
  };
  put('typeCode', f.typeCode);
  put('catalogueCode', f.catalogueCode);
  put('deviceCode', f.deviceCode);
  put('registerCode', f.registerCode);
  put('certNo', f.certNo);
  put('useStatus', f.useStatus);
  put('areaCode', f.areaCode);
  put('address', f.address);
  put('nextFrom', f.next?.[0]);
  put('nextTo', f.next?.[1]);
  put('nextDate', f.nextDate);
  if (kind === 'aboutExpire' && f.days !== ABOUT_EXPIRE_DAYS_DEFAULT) put('days', f.days);
  if (sort && (sort.field !== DEFAULT_SORT.field || sort.order !== DEFAULT_SORT.order)) {
    put('sortField', sort.field);
    put('sortOrder', sort.order);
  }
  return p.toString();
}

const opt = (v: string | undefined) => v?.trim() || undefined;

/** The findPage (and export) input of a list's filters, page and order. */
export function toFindInput(
  kind: EquipmentListKind,
  f: EquipmentFilters,
  page: { pageNo: number; pageSize: number },
  sort: Sort<EquipmentSortField> | undefined,
): FindEquipmentInput {
  return {
    list: kind,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    typeCode: f.typeCode,
    catalogueCode: opt(f.catalogueCode),
    deviceCode: opt(f.deviceCode),
    registerCode: opt(f.registerCode),
    certNo: opt(f.certNo),
    useStatus: opt(f.useStatus),
    areaCode: opt(f.areaCode),
    address: opt(f.address),
    nextFrom: opt(f.next?.[0]),
    nextTo: opt(f.next?.[1]),
    nextDate: f.nextDate,
    days: kind === 'aboutExpire' ? (f.days ?? ABOUT_EXPIRE_DAYS_DEFAULT) : undefined,
    sortField: (sort ?? DEFAULT_SORT).field,
    sortOrder: (sort ?? DEFAULT_SORT).order,
  };
}
