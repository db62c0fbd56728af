import type { CertState, DictNode, RoleType } from '@portal/contract';
import { CERT_STATES, QUALIFICATION_VALID_YEARS } from '@portal/contract/api/operator';

import { idCard } from '@portal/contract/validators/rules';

import { PATHS } from '../../routes/paths';

export const OPERATOR_LABELS = {
  name: '姓名',
  sex: '性别',
  idType: '证件类型',
  idNumber: '证件号码',
  mobile: '手机号码',
  post: '岗位',
  hireDate: '聘用日期',
  remark: '备注',
} as const;

export const QUALIFICATION_LABELS = {
  itemCode: '作业项目',
  limitation: '限定范围',
  certNo: '证书编号',
  fileNo: '档案编号',
  authority: '发证机关',
  issueDate: '发证日期',
  expiryDate: '有效期至',
  reviewDate: '复审日期',
} as const;

/** The dictionary types the operator pages read (server seed: dictionaries.ts). */
export const DICT = { sex: 'sex', idType: 'id_type', item: 'qualification_item' } as const;

export const CERT_COLORS: Record<CertState, string> = { valid: 'green', expiring: 'orange', expired: 'red' };
export const CERT_STATE_OPTIONS = (Object.keys(CERT_STATES) as CertState[]).map((s) => ({ value: s, label: CERT_STATES[s] }));
export const isCertState = (v: string): v is CertState => v in CERT_STATES;

export type OperatorMode = 'add' | 'edit' | 'view';
export const isOperatorMode = (v: string): v is OperatorMode => v === 'add' || v === 'edit' || v === 'view';

/** The operator page in a mode; add takes no id. */
export const operatorPath = (mode: OperatorMode, id = ''): string => `${PATHS.operatorInfo}?mode=${mode}${id ? `&id=${encodeURIComponent(id)}` : ''}`;

/** The list, narrowed by what the address carries (the overview's cards and rows open it this way). */
export function operatorListPath(filter: { certState?: CertState; itemCode?: string } = {}): string {
  const q = new URLSearchParams();
  if (filter.certState) q.set('certState', filter.certState);
  if (filter.itemCode) q.set('itemCode', filter.itemCode);
  const s = q.toString();
  return s ? `${PATHS.operators}?${s}` : PATHS.operators;
}

/** The server lets the operator's own use or maintenance unit write; administrators and inspectors read. */
export const mayWriteOperators = (roleType: RoleType | undefined): boolean => roleType === 'use' || roleType === 'maintain';

/** The last day of a certificate issued on a day: four years on, less one day (2019-07-25 → 2023-07-24); '' for no date. */
export function defaultExpiry(issueDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(issueDate);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]) + QUALIFICATION_VALID_YEARS, Number(m[2]) - 1, Number(m[3]) - 1));
  return d.toISOString().slice(0, 10);
}

/**
 * The expiry date after the issue date changed: it follows the new issue date while it is empty or
 * still the default of the old one; a date typed from the card itself is left alone.
 */
export function followExpiry(previousIssue: string, issue: string, expiry: string): string {
  return !expiry || expiry === defaultExpiry(previousIssue) ? defaultExpiry(issue) : expiry;
}

/** Sex from a valid resident ID number: the 17th digit is odd for men ('1'), even for women ('2'); null when the number is not valid. */
export function sexFromIdNumber(idNumber: string): '1' | '2' | null {
  const s = idNumber.trim().toUpperCase();
  if (!s || idCard(s)) return null;
  return Number(s[16]) % 2 === 1 ? '1' : '2';
}

export interface ItemOption {
  value: string;
  label: string;
}
export interface ItemGroup {
  label: string;
  title: string;
  options: ItemOption[];
}

/** The item dictionary as select options: items grouped under their category of work, an item without a category on its own. */
export function itemOptions(tree: DictNode[]): Array<ItemOption | ItemGroup> {
  const option = (n: DictNode): ItemOption => ({ value: n.value, label: `${n.value} ${n.label}` });
  return tree.map((n) => (n.children?.length ? { label: n.label, title: n.label, options: n.children.map(option) } : option(n)));
}
