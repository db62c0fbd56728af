import { CERT_SHORT_NAMES, type EquipmentTypeCode, type RegistryRecord, type saveRegistryInput } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { Selectable } from 'kysely';
import type { RegistryTable } from '../../platform/db/schema';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { chinaToday, newId } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { findDictTree } from '../dict/service';
import { isCertNoTaken } from '../equipment/service';
import * as repo from './repo';

/** The registry that decides for a place: the most specific one covering it. */
export const registryFor = (ctx: Pick<AppContext, 'db'>, areaCode: string) => repo.findRegistryFor(ctx.db, areaCode);

export async function findRegistry(ctx: Pick<AppContext, 'db'>, id: string): Promise<Selectable<RegistryTable>> {
  const r = await repo.findRegistry(ctx.db, id);
  if (!r) throw notFound('登记机关');
  return r;
}

/** The next number under a key, in the caller's transaction: certificate serials, and the numbers applications and notices carry. */
export const allocateSerial = (tx: Pick<AppContext, 'db'>, key: string) => repo.nextSerial(tx.db, key);

const certPrefix = (typeCode: string, catalogueCode: string) => `${CERT_SHORT_NAMES[typeCode as EquipmentTypeCode]}${catalogueCode.slice(1, 3)}`;
const certNoOf = (r: Selectable<RegistryTable>, prefix: string, serial: number) =>
  `${prefix}${r.province}${r.letters}${String(serial).padStart(r.serial_width, '0')}(${chinaToday().slice(2, 4)})`;

/**
 * A new certificate number in the TSG 08-2017 form (梯11浙B00012(26)), allocated in the caller's transaction. A number
 * already on a record (a unit typed it for a legacy device) is skipped: an issued number never collides.
 */
export async function issueCertNo(tx: AppContext, registryId: string, typeCode: string, catalogueCode: string): Promise<string> {
  const registry = await findRegistry(tx, registryId);
  const prefix = certPrefix(typeCode, catalogueCode);
  for (;;) {
    const certNo = certNoOf(registry, prefix, await repo.nextSerial(tx.db, `cert:${registry.id}:${prefix}`));
    if (!(await isCertNoTaken(tx, certNo))) return certNo;
  }
}

async function toRecord(ctx: AppContext, r: Selectable<RegistryTable>): Promise<RegistryRecord> {
  const prefix = certPrefix('3000', '3110');
  return {
    id: r.id,
    name: r.name,
    areaCode: r.area_code,
    province: r.province,
    letters: r.letters,
    serialWidth: r.serial_width,
    address: r.address,
    phone: r.phone,
    officeHours: r.office_hours,
    sample: certNoOf(r, prefix, (await repo.lastSerial(ctx.db, `cert:${r.id}:${prefix}`)) + 1),
  };
}

export async function listRegistries(ctx: AppContext): Promise<RegistryRecord[]> {
  return Promise.all((await repo.findAll(ctx.db)).map((r) => toRecord(ctx, r)));
}

/** Whether a code is a province, city or district of the area dictionary. */
async function isArea(ctx: AppContext, code: string): Promise<boolean> {
  const walk = (nodes: readonly { value: string; children?: readonly unknown[] }[]): boolean => nodes.some((n) => n.value === code || walk((n.children ?? []) as typeof nodes));
  return walk(await findDictTree(ctx, 'area'));
}

/**
 * Adds or changes a registry. One registry per area, and no two with the same province and letters,
 * or their certificate numbers could meet; a change of letters or width applies to the numbers issued
 * from then on (those issued keep theirs).
 */
export async function saveRegistry(ctx: AppContext, s: SessionContext, input: z.output<typeof saveRegistryInput>, ip: string): Promise<RegistryRecord> {
  const { id, ...f } = input;
  if (!(await isArea(ctx, f.areaCode))) throw badInput('辖区不正确，请选择省、市或区县');
  const all = await repo.findAll(ctx.db);
  const before = id ? all.find((r) => r.id === id) : undefined;
  if (id && !before) throw notFound('登记机关');
  const others = all.filter((r) => r.id !== id);
  const sameArea = others.find((r) => r.area_code === f.areaCode);
  if (sameArea) throw businessError(`该辖区已有登记机关：${sameArea.name}`);
  const sameLetters = others.find((r) => r.province === f.province && r.letters === f.letters);
  if (sameLetters) throw businessError(`登记机关代号${f.province}${f.letters}已由${sameLetters.name}使用，使用登记证编号会重复`);
  const row = {
    name: f.name,
    area_code: f.areaCode,
    province: f.province,
    letters: f.letters,
    serial_width: f.serialWidth,
    address: f.address,
    phone: f.phone,
    office_hours: f.officeHours,
  };
  const savedId = id ?? `registry-${newId()}`;
  await ctx.db.transaction().execute(async (trx) => {
    if (id) await repo.updateRegistry(trx, id, row);
    else await repo.insertRegistry(trx, { id: savedId, ...row });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: id ? 'registry.update' : 'registry.add', target: savedId, detail: { before, after: row }, ip });
  });
  return toRecord(ctx, (await repo.findRegistry(ctx.db, savedId))!);
}
