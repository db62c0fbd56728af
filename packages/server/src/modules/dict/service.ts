import type { Selectable } from 'kysely';
import {
  DICT_TYPES,
  type DictItem,
  type DictNode,
  type DictStatus,
  type DictType,
  type DictTypeInfo,
  type Page,
  type findDictPageInput,
  type saveDictInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { Database } from '../../platform/db';
import type { DictItemTable } from '../../platform/db/schema';
import { seedDictionaries } from './built-in';
import { businessError, conflict, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

const toItem = (r: Selectable<DictItemTable> & { has_children?: unknown }): DictItem => ({
  id: r.id,
  type: r.type,
  value: r.value,
  label: r.label,
  parentValue: r.parent_value,
  sort: r.sort,
  status: r.status as DictStatus,
  remark: r.remark,
  hasChildren: Boolean(Number(r.has_children ?? 0)),
  version: r.version,
});

/** Adds seeded items that are missing; never overwrites what administrators changed. */
export async function syncSeedDictionaries(db: Database): Promise<void> {
  const existing = await repo.existingKeys(db);
  const now = nowIso();
  const missing: Selectable<DictItemTable>[] = [];
  for (const [type, items] of Object.entries(seedDictionaries())) {
    const order = new Map<string, number>();
    for (const item of items) {
      const sort = (order.get(item.parent) ?? 0) + 10;
      order.set(item.parent, sort);
      if (existing.has(`${type}\u0000${item.value}`)) continue;
      missing.push({
        id: newId(),
        type,
        value: item.value,
        label: item.label,
        parent_value: item.parent,
        sort,
        status: item.enabled ? 'enabled' : 'disabled',
        remark: item.remark ?? '',
        created_at: now,
        updated_at: now,
        version: 1,
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing.length; i += 200) await repo.insertItems(trx, missing.slice(i, i + 200));
  });
}

/** Spec §3 lookup: enabled children of a parent given by id or value; the top level without either. */
export async function findDictList(ctx: AppContext, q: { type: string; parentId?: string; parentValue?: string }): Promise<DictItem[]> {
  let parentValue = q.parentValue ?? '';
  if (q.parentId) {
    const parent = await repo.findItemById(ctx.db, q.parentId);
    if (!parent || parent.type !== q.type) return [];
    parentValue = parent.value;
  }
  return (await repo.findEnabledChildren(ctx.db, q.type, parentValue)).map(toItem);
}

/** One item by value, disabled ones included, so old records still show their label. */
export async function findDictItem(ctx: AppContext, type: string, value: string): Promise<DictItem | null> {
  const row = await repo.findItem(ctx.db, type, value);
  return row ? toItem(row) : null;
}

/** The whole enabled tree of a type in one answer, for cascaders; a branch under a disabled item is left out. */
export async function findDictTree(ctx: AppContext, type: string): Promise<DictNode[]> {
  const rows = await repo.findEnabledOfType(ctx.db, type);
  const byParent = new Map<string, typeof rows>();
  for (const r of rows) byParent.set(r.parent_value, [...(byParent.get(r.parent_value) ?? []), r]);
  const build = (parent: string): DictNode[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const children = build(r.value);
      return children.length ? { value: r.value, label: r.label, children } : { value: r.value, label: r.label };
    });
  return build('');
}

export async function listDictTypes(ctx: AppContext): Promise<DictTypeInfo[]> {
  const counts = await repo.countByType(ctx.db);
  return Object.entries(DICT_TYPES).map(([type, t]) => ({ type, label: t.label, tree: t.tree, count: counts.get(type) ?? 0 }));
}

export async function findDictPage(ctx: AppContext, q: z.output<typeof findDictPageInput>): Promise<Page<DictItem>> {
  const { rows, count } = await repo.findItemPage(ctx.db, { ...q, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map(toItem), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Refuses a parent that is missing, or that would put an item under itself. */
async function checkParent(db: Database, type: string, value: string, parentValue: string): Promise<void> {
  if (!parentValue) return;
  if (!DICT_TYPES[type as DictType].tree) throw businessError('该字典不分层级，不能设置上级');
  for (let cur = parentValue, depth = 0; cur; depth++) {
    if (cur === value || depth > 20) throw businessError('不能把字典项放到它自己或它的下级之下');
    const parent = await repo.findItem(db, type, cur);
    if (!parent) throw businessError('上级字典项不存在');
    cur = parent.parent_value;
  }
}

/** Adds an item, or edits label, parent, order and remark of one; the value never changes once records use it. */
export async function saveDictItem(ctx: AppContext, s: SessionContext, input: z.output<typeof saveDictInput>, ip: string): Promise<DictItem> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkParent(trx, input.type, input.value, input.parentValue);
    let id = input.id;
    if (!id) {
      if (await repo.findItem(trx, input.type, input.value)) throw businessError('该字典值已存在');
      const now = nowIso();
      id = newId();
      await repo.insertItem(trx, {
        id,
        type: input.type,
        value: input.value,
        label: input.label,
        parent_value: input.parentValue,
        sort: input.sort,
        status: 'enabled',
        remark: input.remark,
        created_at: now,
        updated_at: now,
        version: 1,
      });
    } else {
      const current = await repo.findItemById(trx, id);
      if (!current || current.type !== input.type) throw notFound('字典项');
      if (current.value !== input.value) throw businessError('字典值创建后不能修改，已有记录在使用它');
      if (input.version === undefined) throw businessError('缺少版本号，请刷新后重试');
      if (!(await repo.updateItem(trx, id, input.version, { label: input.label, parent_value: input.parentValue, sort: input.sort, remark: input.remark }))) throw conflict();
    }
    await writeAudit(trx, {
      actorId: s.userId,
      actorName: s.userName,
      action: input.id ? 'dict.update' : 'dict.create',
      target: id,
      detail: { type: input.type, value: input.value, label: input.label },
      ip,
    });
    return toItem((await repo.findItemById(trx, id))!);
  });
}

/** Enables or disables an item; disabled items are no longer offered but old records keep their label. */
export async function setDictStatus(ctx: AppContext, s: SessionContext, input: { id: string; status: DictStatus; version: number }, ip: string): Promise<DictItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await repo.findItemById(trx, input.id);
    if (!current) throw notFound('字典项');
    if (!(await repo.updateItem(trx, input.id, input.version, { status: input.status }))) throw conflict();
    await writeAudit(trx, {
      actorId: s.userId,
      actorName: s.userName,
      action: `dict.${input.status === 'enabled' ? 'enable' : 'disable'}`,
      target: input.id,
      detail: { type: current.type, value: current.value },
      ip,
    });
    return toItem((await repo.findItemById(trx, input.id))!);
  });
}

/** How a stored value reads to a person: the label, with its ancestors for trees ("浙江省 宁波市 海曙区"). */
export async function describeValue(ctx: AppContext, type: string, value: string): Promise<string> {
  if (!value) return '';
  const labels: string[] = [];
  for (let cur = value, depth = 0; cur && depth < 10; depth++) {
    const item = await repo.findItem(ctx.db, type, cur);
    if (!item) break;
    labels.unshift(item.label);
    cur = item.parent_value;
  }
  return labels.length ? labels.join(' ') : value;
}

/** Whether a value is an enabled item of a type, and whether it is a leaf (no enabled children). */
export async function checkChoice(ctx: AppContext, type: string, value: string): Promise<'missing' | 'branch' | 'leaf'> {
  const item = await repo.findItem(ctx.db, type, value);
  if (!item || item.status !== 'enabled') return 'missing';
  return (await repo.findEnabledChildren(ctx.db, type, value)).length ? 'branch' : 'leaf';
}

/** Every item of a type as value → label (disabled ones too), for rendering many rows at once. */
export async function labelMap(ctx: AppContext, type: string): Promise<Map<string, string>> {
  const rows = await ctx.db.selectFrom('dict_items').select(['value', 'label']).where('type', '=', type).execute();
  return new Map(rows.map((r) => [r.value, r.label]));
}
