import {
  codeKey,
  INSPECTION_OPEN,
  MAINT_CHANGE_OPEN,
  OUT_OF_SERVICE,
  REG_CHANGE_KINDS,
  REGISTRABLE_STATES,
  SELF_MAINT_TYPE_CODES,
  type Page,
  type RegChangeKind,
} from '@portal/contract';
import type { Expression, SqlBool } from 'kysely';
import type { AppContext } from '../../context';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './candidates-repo';

/** The open applications that hold a device: a device is named by one of each kind at a time. */
const HOLDS = {
  /** A registration request under way: use registration, a change or termination, a construction notice. */
  request: { table: 'equipment_requests', id: 'record_id', no: 'record_no' },
  maintChange: { table: 'maint_changes', no: 'change_no', open: { column: 'h.state', in: MAINT_CHANGE_OPEN } },
  selfMaint: { table: 'self_maint_applies', no: 'apply_no', lines: { table: 'self_maint_devices', key: 'apply_id' }, open: { column: 'l.open', in: [1] } },
  inspection: { table: 'inspection_applies', no: 'apply_no', lines: { table: 'inspection_items', key: 'apply_id' }, open: { column: 'h.state', in: INSPECTION_OPEN } },
} satisfies Record<string, repo.HoldTable>;
export type HoldKind = keyof typeof HOLDS;

/**
 * What a chooser of devices offers. `whose`: the caller's unit as use unit; its side (a maintenance role the devices
 * its unit holds, any other its unit's own); or any unit's, found by one exact code. Then the categories, registration
 * and use states allowed, the open applications whose devices are left out (`exclude`) or flagged as held (`flag`, the
 * first in this order answering), the columns a keyword searches and the order.
 */
interface Purpose extends Pick<repo.CandidateQuery, 'typeCodes' | 'regStates' | 'useStatuses' | 'maintained' | 'order'> {
  whose: 'use' | 'side' | 'any';
  exclude?: readonly HoldKind[];
  flag?: readonly HoldKind[];
  search: readonly string[];
  /** The keyword is one whole code, compared by its key. */
  exact?: boolean;
}

const IN_SERVICE = { not: OUT_OF_SERVICE };
const ELEVATORS = ['3000'];
const BY_DEVICE_CODE: readonly repo.CandidateOrder[] = [
  ['e.device_code', 'asc'],
  ['e.id', 'asc'],
];
/** A registration request: the unit's devices in the states it applies to with none under way, the latest changed first. */
const requestable = (regStates: readonly string[], search: readonly string[]): Purpose => ({
  whose: 'use',
  regStates,
  exclude: ['request'],
  search,
  order: [
    ['e.updated_at', 'desc'],
    ['e.id', 'asc'],
  ],
});

const REG_CHANGE_PURPOSES = Object.fromEntries(
  Object.entries(REG_CHANGE_KINDS).map(([kind, rule]) => [`regChange.${kind}`, requestable(rule.from, ['e.device_code_key', 'e.product_name', 'e.cert_no_key', 'e.internal_no'])]),
) as Record<`regChange.${RegChangeKind}`, Purpose>;

export const CANDIDATE_PURPOSES = {
  /** A registration change or termination, by its kind's starting states. */
  ...REG_CHANGE_PURPOSES,
  useRegist: requestable(REGISTRABLE_STATES, ['e.device_code_key', 'e.product_name', 'e.product_no', 'e.internal_no']),
  /** A maintenance-unit change: the unit's elevators in service, flagged while a change is open. */
  maintChange: {
    whose: 'use',
    typeCodes: ELEVATORS,
    useStatuses: IN_SERVICE,
    flag: ['maintChange'],
    search: ['e.device_code_key', 'e.product_name', 'e.cert_no_key', 'e.internal_no', 'e.address', 'e.maintenance_unit'],
    order: BY_DEVICE_CODE,
  },
  /** Self-maintenance: the unit's devices in service of the categories it may maintain itself, flagged while a change or another application is open. */
  selfMaint: {
    whose: 'use',
    typeCodes: SELF_MAINT_TYPE_CODES,
    useStatuses: IN_SERVICE,
    flag: ['maintChange', 'selfMaint'],
    search: ['e.device_code_key', 'e.product_name', 'e.cert_no_key', 'e.internal_no', 'e.address'],
    order: [['e.type_code', 'asc'], ...BY_DEVICE_CODE],
  },
  /** Maintenance records: the elevators in service of the caller's side, those a maintenance unit holds on the platform first. */
  maintenance: {
    whose: 'side',
    typeCodes: ELEVATORS,
    useStatuses: IN_SERVICE,
    search: ['e.device_code_key', 'e.register_code_key', 'e.product_name', 'e.internal_no', 'e.address'],
    order: [['maintainedFirst', 'asc'], ...BY_DEVICE_CODE],
  },
  /** Rescues and faults: the elevators of the caller's side that a maintenance unit holds on the platform. */
  rescue: {
    whose: 'side',
    typeCodes: ELEVATORS,
    maintained: true,
    search: ['e.device_code_key', 'e.register_code_key', 'e.cert_no_key', 'e.address', 'e.internal_no', 'u.name'],
    order: BY_DEVICE_CODE,
  },
  /** A self-test result: any unit's elevator in use, by exactly one of its codes (a body cannot browse the city's elevators). */
  selfTest: {
    whose: 'any',
    typeCodes: ELEVATORS,
    useStatuses: { only: ['inUse'] },
    search: ['e.cert_no_key', 'e.device_code_key', 'e.register_code_key'],
    exact: true,
    order: [
      ['e.cert_no', 'asc'],
      ['e.id', 'asc'],
    ],
  },
  /** An inspection application: the unit's devices in service, the soonest due first, flagged while an application is open. */
  inspection: {
    whose: 'use',
    useStatuses: IN_SERVICE,
    flag: ['inspection'],
    search: ['e.device_code_key', 'e.product_name', 'e.cert_no_key', 'e.address'],
    order: [
      ['e.next_inspection_date', 'asc'],
      ['e.id', 'asc'],
    ],
  },
  /** An authorisation of an agent: the unit's devices in service or not yet registered. */
  entrust: {
    whose: 'use',
    useStatuses: IN_SERVICE,
    search: ['e.device_code_key', 'e.product_name', 'e.cert_no_key', 'e.address'],
    order: BY_DEVICE_CODE,
  },
} satisfies Record<string, Purpose>;
export type CandidatePurpose = keyof typeof CANDIDATE_PURPOSES;

/** What the caller narrows a purpose's devices to. */
export interface CandidateFilter {
  keyword?: string;
  /** Only these devices (none when empty). */
  ids?: readonly string[];
  /** One of the purpose's categories. */
  typeCode?: string;
  /** Only devices due for inspection by this day, or with no date. */
  dueBy?: string;
  /** The application being edited: the devices it holds are free to it. */
  editing?: string;
  /** Filing as agent under an authorisation: the principal's devices it covers, instead of the caller's own. */
  agent?: { principalUnitId: string; equipmentIds: readonly string[] } | null;
  /** A condition of the caller's area on the device (alias e). */
  where?: (eb: repo.EquipmentBuilder) => Expression<SqlBool>;
}
export type { EquipmentBuilder } from './candidates-repo';

/** A device offered, with the open application holding it when the purpose flags any. */
export type Candidate = repo.CandidateRow & { held: { by: HoldKind; no: string } | null };

function queryOf(s: SessionContext, purpose: CandidatePurpose, f: CandidateFilter): repo.CandidateQuery | null {
  const p: Purpose = CANDIDATE_PURPOSES[purpose];
  const keyword = p.exact ? codeKey(f.keyword ?? '') : (f.keyword ?? '');
  if (p.whose === 'any' && !keyword) return null;
  const covered = f.agent && new Set(f.agent.equipmentIds);
  const ids = covered ? (f.ids ?? [...covered]).filter((id) => covered.has(id)) : f.ids;
  const maintainer = p.whose === 'side' && s.roleType === 'maintain';
  return {
    owner: p.whose === 'any' ? null : { column: maintainer ? 'e.maintain_unit_id' : 'e.unit_id', unitId: f.agent?.principalUnitId ?? s.unitId },
    typeCodes: f.typeCode ? (p.typeCodes ?? [f.typeCode]).filter((c) => c === f.typeCode) : p.typeCodes,
    regStates: p.regStates,
    useStatuses: p.useStatuses,
    maintained: p.maintained,
    ids,
    dueBy: f.dueBy,
    where: f.where,
    exclude: (p.exclude ?? []).map((h) => HOLDS[h]),
    flag: (p.flag ?? []).map((h) => HOLDS[h]),
    editing: f.editing ?? '',
    search: { columns: p.search, keyword, exact: !!p.exact },
    order: p.order,
  };
}

function withHeld(purpose: CandidatePurpose, rows: repo.CandidateRow[]): Candidate[] {
  const flag: readonly HoldKind[] = (CANDIDATE_PURPOSES[purpose] as Purpose).flag ?? [];
  return rows.map((r) => {
    const i = flag.findIndex((_, n) => r[`held_${n}`]);
    return { ...r, held: i < 0 ? null : { by: flag[i], no: r[`held_${i}`] ?? '' } };
  });
}

/** One device with its use unit's and maintenance unit's names, whatever its state: what a page about a chosen device reads. */
export const findDeviceWithUnits = (tx: Pick<AppContext, 'db'>, id: string) => repo.findDevice(tx.db, id);
export type DeviceWithUnits = repo.DeviceRow;

/** One page of the devices the caller may choose for this purpose, and how many there are. */
export async function findCandidates(
  ctx: AppContext,
  s: SessionContext,
  purpose: CandidatePurpose,
  f: CandidateFilter,
  page: { pageNo: number; pageSize: number },
): Promise<Page<Candidate>> {
  const q = queryOf(s, purpose, f);
  const { rows, count } = q ? await repo.findCandidatePage(ctx.db, q, (page.pageNo - 1) * page.pageSize, page.pageSize) : { rows: [], count: 0 };
  return { list: withHeld(purpose, rows), count, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** The first devices the caller may choose for this purpose, for a chooser that offers a short list. */
export async function firstCandidates(ctx: AppContext, s: SessionContext, purpose: CandidatePurpose, f: CandidateFilter, limit: number): Promise<Candidate[]> {
  const q = queryOf(s, purpose, f);
  return withHeld(purpose, q ? await repo.findFirstCandidates(ctx.db, q, limit) : []);
}
