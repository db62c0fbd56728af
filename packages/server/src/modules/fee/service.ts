import type { Selectable } from 'kysely';
import {
  inspectionKindLabel,
  EQUIPMENT_TYPE_NAMES,
  RELIEF_RULES,
  type EquipmentTypeCode,
  fenToYuan,
  feeParams,
  reliefAmount,
  type FeeItem,
  type Page,
  type ReliefPolicy,
  type ReliefRule,
  type feeItemForm,
  type findFeeItemsInput,
  type findReliefPoliciesInput,
  type reliefPolicyForm,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { FeeItemTable } from '../../platform/db/schema';
import { badInput, businessError, conflict, notFound } from '../../platform/http/errors';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

type Saved<F> = F & { id?: string; version?: number };
const current = (r: { valid_from: string; valid_to: string }, today: string) => r.valid_from <= today && (r.valid_to === '' || r.valid_to >= today);

function toItem(r: Selectable<FeeItemTable>, today = chinaToday()): FeeItem {
  return {
    id: r.id,
    name: r.name,
    typeCode: r.type_code,
    catalogueCode: r.catalogue_code,
    inspectionKind: r.inspection_kind,
    paramKey: r.param_key,
    bandMin: r.band_min,
    bandMax: r.band_max,
    amountFen: r.amount_fen,
    unitLabel: r.unit_label,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    basis: r.basis,
    current: current(r, today),
    updatedAt: r.updated_at,
    version: r.version,
  };
}

function toPolicy(r: repo.PolicyRow, today = chinaToday()): ReliefPolicy {
  return {
    id: r.id,
    orgName: r.org_name,
    name: r.name,
    basis: r.basis,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    typeCodes: JSON.parse(r.type_codes) as string[],
    inspectionKinds: JSON.parse(r.inspection_kinds) as string[],
    condition: r.condition,
    rule: r.rule as ReliefRule,
    value: r.value,
    current: current(r, today),
    updatedAt: r.updated_at,
    version: r.version,
  };
}

/** The band of an item as the fee line names it: 电梯定期检验（层数 7–12 层）. */
export function bandText(r: Pick<Selectable<FeeItemTable>, 'name' | 'type_code' | 'catalogue_code' | 'param_key' | 'band_min' | 'band_max'>): string {
  if (!r.param_key) return r.name;
  const p = feeParams(r.type_code as EquipmentTypeCode, r.catalogue_code).find((x) => x.key === r.param_key);
  const unit = p?.unit ?? '';
  const range = r.band_min === null ? `≤${r.band_max}${unit}` : r.band_max === null ? `>${r.band_min}${unit}` : `${r.band_min}–${r.band_max}${unit}`;
  return `${r.name}（${p?.label ?? r.param_key} ${range}）`;
}

export async function listItems(ctx: AppContext, s: SessionContext, q: z.output<typeof findFeeItemsInput>): Promise<Page<FeeItem>> {
  const { rows, count } = await repo.findItemPage(ctx.db, s.unitId, { typeCode: q.typeCode, today: q.current ? chinaToday() : undefined }, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return { list: rows.map((r) => toItem(r)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The parameter must be a number the category records (its band is compared with the device's value). */
function checkParam(f: z.output<typeof feeItemForm>): void {
  if (!f.paramKey) return;
  if (!feeParams(f.typeCode, f.catalogueCode).some((x) => x.key === f.paramKey)) throw badInput(`${EQUIPMENT_TYPE_NAMES[f.typeCode]}没有可用于计费的参数“${f.paramKey}”`);
}

/** A body's fee-table entries of one kind (fee items, relief policies): how they are read and written. */
interface Entries<C> {
  noun: string;
  find: (db: AppContext['db'], id: string) => Promise<{ org_unit_id: string } | undefined>;
  insert: (db: AppContext['db'], row: C & { id: string; org_unit_id: string; created_at: string; updated_at: string; version: number }) => Promise<void>;
  update: (db: AppContext['db'], id: string, version: number, cols: C & { updated_at: string }) => Promise<boolean>;
  remove: (db: AppContext['db'], id: string) => Promise<boolean>;
  /** The column of a priced fee line that names such an entry. */
  usedAs: 'fee_item_id' | 'relief_policy_id';
  /** The audit action of a deletion. */
  deleted: string;
}
const ITEMS = {
  noun: '收费项目',
  find: repo.findItem,
  insert: repo.insertItem,
  update: repo.updateItem,
  remove: repo.deleteItem,
  usedAs: 'fee_item_id',
  deleted: 'fee.item.delete',
} as const;
const POLICIES = {
  noun: '减免政策',
  find: repo.findPolicy,
  insert: repo.insertPolicy,
  update: repo.updatePolicy,
  remove: repo.deletePolicy,
  usedAs: 'relief_policy_id',
  deleted: 'fee.relief.delete',
} as const;

/** An entry of the caller's own body: another body's id reads as unknown. */
async function assertOwn(ctx: AppContext, s: SessionContext, e: Pick<Entries<unknown>, 'noun' | 'find'>, id: string): Promise<void> {
  const row = await e.find(ctx.db, id);
  if (!row || row.org_unit_id !== s.unitId) throw notFound(e.noun);
}

/** Adds an entry, or changes one of the caller's body at the version it read, stamped now; answers the entry's id. */
async function writeOwn<C>(ctx: AppContext, s: SessionContext, e: Entries<NoInfer<C>>, saved: { id?: string; version?: number }, cols: C): Promise<string> {
  const now = nowIso();
  if (!saved.id) {
    const id = newId();
    await e.insert(ctx.db, { id, org_unit_id: s.unitId, ...cols, created_at: now, updated_at: now, version: 1 });
    return id;
  }
  await assertOwn(ctx, s, e, saved.id);
  if (saved.version === undefined || !(await e.update(ctx.db, saved.id, saved.version, { ...cols, updated_at: now }))) throw conflict();
  return saved.id;
}

/** Adds or changes a fee item of the caller's inspection body; lines already priced keep what they were priced at. */
export async function saveItem(ctx: AppContext, s: SessionContext, input: Saved<z.output<typeof feeItemForm>>, ip: string): Promise<FeeItem> {
  const { id, version, ...f } = input;
  checkParam(f);
  const cols = {
    name: f.name,
    type_code: f.typeCode,
    catalogue_code: f.catalogueCode,
    inspection_kind: f.inspectionKind,
    param_key: f.paramKey,
    band_min: f.paramKey ? f.bandMin : null,
    band_max: f.paramKey ? f.bandMax : null,
    amount_fen: f.amountFen,
    unit_label: f.unitLabel,
    valid_from: f.validFrom,
    valid_to: f.validTo,
    basis: f.basis,
  };
  const itemId = await writeOwn(ctx, s, ITEMS, { id, version }, cols);
  await writeAudit(ctx.db, { actorId: s.userId, actorName: s.userName, action: id ? 'fee.item.change' : 'fee.item.add', target: itemId, detail: { amountFen: f.amountFen }, ip });
  return toItem((await repo.findItem(ctx.db, itemId))!);
}

/** Deletes an entry of the caller's body that no fee line was ever priced or relieved by. */
async function deleteOwn(ctx: AppContext, s: SessionContext, e: Omit<Entries<unknown>, 'insert' | 'update'>, id: string, ip: string): Promise<void> {
  await assertOwn(ctx, s, e, id);
  if (await repo.isUsed(ctx.db, e.usedAs, id)) throw businessError(`该${e.noun}已用于核定费用，不能删除；如已停止执行，请填写执行截止日期`);
  await e.remove(ctx.db, id);
  await writeAudit(ctx.db, { actorId: s.userId, actorName: s.userName, action: e.deleted, target: id, ip });
}

export const deleteItem = (ctx: AppContext, s: SessionContext, id: string, ip: string): Promise<void> => deleteOwn(ctx, s, ITEMS, id, ip);

export async function listPolicies(ctx: AppContext, s: SessionContext, q: z.output<typeof findReliefPoliciesInput>): Promise<Page<ReliefPolicy>> {
  const { rows, count } = await repo.findPolicyPage(ctx.db, s.unitId, q.current ? chinaToday() : null, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return { list: rows.map((r) => toPolicy(r)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The policies in force that an applicant can read (spec findChaReliefPolicys): one body's, or every body's. */
export async function currentPolicies(ctx: AppContext, orgId: string): Promise<ReliefPolicy[]> {
  const { rows } = await repo.findPolicyPage(ctx.db, orgId || null, chinaToday(), 0, 200);
  return rows.map((r) => toPolicy(r));
}

export async function savePolicy(ctx: AppContext, s: SessionContext, input: Saved<z.output<typeof reliefPolicyForm>>, ip: string): Promise<ReliefPolicy> {
  const { id, version, ...f } = input;
  const cols = {
    name: f.name,
    basis: f.basis,
    valid_from: f.validFrom,
    valid_to: f.validTo,
    type_codes: JSON.stringify([...new Set(f.typeCodes)]),
    inspection_kinds: JSON.stringify([...new Set(f.inspectionKinds)]),
    condition: f.condition,
    rule: f.rule,
    value: f.rule === 'waive' ? 0 : f.value,
  };
  const policyId = await writeOwn(ctx, s, POLICIES, { id, version }, cols);
  await writeAudit(ctx.db, {
    actorId: s.userId,
    actorName: s.userName,
    action: id ? 'fee.relief.change' : 'fee.relief.add',
    target: policyId,
    detail: { rule: f.rule, value: f.value },
    ip,
  });
  return toPolicy((await repo.findPolicy(ctx.db, policyId))!);
}

export const deletePolicy = (ctx: AppContext, s: SessionContext, id: string, ip: string): Promise<void> => deleteOwn(ctx, s, POLICIES, id, ip);

/** A device as pricing sees it. */
export interface PricedDevice {
  typeCode: string;
  catalogueCode: string;
  params: Record<string, unknown>;
  /** Declared by a unit without an account: no record to read the variety and parameters from, the body checks them on site. */
  declared?: boolean;
}

/** Whether an item prices this device: its variety (or the whole category) and, for a banded item, min < value ≤ max. */
function fits(r: Selectable<FeeItemTable>, d: PricedDevice): boolean {
  if (d.declared) return true;
  if (r.catalogue_code && r.catalogue_code !== d.catalogueCode) return false;
  if (!r.param_key) return true;
  const v = Number(d.params[r.param_key]);
  if (d.params[r.param_key] === undefined || d.params[r.param_key] === '' || !Number.isFinite(v)) return false;
  return (r.band_min === null || v > r.band_min) && (r.band_max === null || v <= r.band_max);
}

const policyFits = (p: repo.PolicyRow, typeCode: string, kind: string) => {
  const types = JSON.parse(p.type_codes) as string[];
  const kinds = JSON.parse(p.inspection_kinds) as string[];
  return (types.length === 0 || types.includes(typeCode)) && (kinds.length === 0 || kinds.includes(kind));
};

const policyLabel = (p: repo.PolicyRow) => `${p.name}（${p.rule === 'percent' ? `减免${p.value}%` : p.rule === 'fixed' ? `减免${fenToYuan(p.value)}元` : RELIEF_RULES.waive}）`;

/** The fee items and relief policies of a body that fit a device for a kind of inspection today; a variety's items first. */
export async function choicesFor(ctx: AppContext, orgId: string, d: PricedDevice, kind: string) {
  const today = chinaToday();
  const items = (await repo.findItemsFor(ctx.db, orgId, d.typeCode, kind, today)).filter((r) => fits(r, d));
  const { rows } = await repo.findPolicyPage(ctx.db, orgId, today, 0, 200);
  return {
    feeItems: items.map((r) => ({ id: r.id, label: `${bandText(r)} ${fenToYuan(r.amount_fen)}元/${r.unit_label}`, amountFen: r.amount_fen })),
    suggested: d.declared ? '' : (items[0]?.id ?? ''),
    reliefs: rows.filter((p) => policyFits(p, d.typeCode, kind)).map((p) => ({ id: p.id, label: policyLabel(p), condition: p.condition })),
  };
}

/**
 * One fee line: the chosen item must be the body's, in force and fit the device; the chosen policy likewise. The
 * line keeps the names and amounts as they stand now, so later edits of the table change no set fee.
 */
export async function priceLine(ctx: AppContext, orgId: string, d: PricedDevice, kind: string, feeItemId: string, reliefPolicyId: string) {
  const today = chinaToday();
  const item = await repo.findItem(ctx.db, feeItemId);
  if (!item || item.org_unit_id !== orgId || !current(item, today) || item.type_code !== d.typeCode || item.inspection_kind !== kind || !fits(item, d))
    throw badInput(`所选收费项目不适用于该设备的${inspectionKindLabel(kind)}`);
  let relief = { id: '', name: '', fen: 0 };
  if (reliefPolicyId) {
    const p = await repo.findPolicy(ctx.db, reliefPolicyId);
    if (!p || p.org_unit_id !== orgId || !current(p, today) || !policyFits(p, d.typeCode, kind)) throw badInput('所选减免政策不适用于该设备');
    relief = { id: p.id, name: policyLabel(p), fen: reliefAmount({ rule: p.rule as ReliefRule, value: p.value }, item.amount_fen) };
  }
  return {
    feeItemId: item.id,
    basis: bandText(item),
    standardFen: item.amount_fen,
    reliefPolicyId: relief.id,
    reliefName: relief.name,
    reliefFen: relief.fen,
    payableFen: item.amount_fen - relief.fen,
  };
}
