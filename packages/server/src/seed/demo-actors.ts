import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import { acceptFile } from '../modules/attachment/service';
import { decideVoucher, feeChoices, saveApply, setFee, submitApply, submitVoucher } from '../modules/online-apply/service';
import type { SessionContext } from '../platform/session/store';
import type { Database } from '../platform/db';

/** Where the demo's steps say they came from. */
export const IP = '127.0.0.1';

/** The smallest file the upload check accepts as a PDF: demo material for the review pages. */
export const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A user as the engine sees an actor; demo steps are taken in their names without a login. */
export async function actor(ctx: AppContext, loginName: string, roleType: SessionContext['roleType'] = null): Promise<SessionContext> {
  const u = await ctx.db.selectFrom('users').select(['id', 'unit_id', 'name', 'is_main']).where('login_name', '=', loginName).executeTakeFirstOrThrow();
  return { key: '', userId: u.id, unitId: u.unit_id, loginName, userName: u.name, isMain: u.is_main === 1, roleId: null, roleType, menuIds: new Set() };
}

export async function material(
  ctx: AppContext,
  bizType:
    | 'register'
    | 'resetPassword'
    | 'useRegist'
    | 'regChange'
    | 'unit'
    | 'construction'
    | 'inspectionApply'
    | 'inspectionReport'
    | 'entrust'
    | 'manufacture'
    | 'maintChange'
    | 'selfMaint'
    | 'selfTest',
  bizId: string,
  files: Record<string, string>,
  owner?: SessionContext,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [kind, fileName] of Object.entries(files)) {
    const a = await acceptFile(
      ctx,
      { bizType, bizId, kind },
      owner ? { unitId: owner.unitId, userId: owner.userId, userName: owner.userName, fromMobile: false } : { unitId: null, userId: '', userName: '申请人', fromMobile: false },
      { filename: fileName, file: Readable.from([DEMO_PDF]) },
    );
    ids.push(a.attsysid);
  }
  return ids;
}

/**
 * A periodic inspection a unit (or its agent, under `entrustId`) asks a body for, with the filer's contact and mailing
 * details: saved, then submitted with the stamped application (and the regulator's letter a device needs), unless
 * `draft`.
 */
export async function filePeriodic(
  ctx: AppContext,
  filer: SessionContext,
  c: { orgId: string; equipmentIds: string[]; expectedDate: string; remark?: string; entrustId?: string; draft?: boolean },
) {
  const unit = await ctx.db.selectFrom('units').select(['contact_person', 'contact_mobile', 'address', 'phone']).where('id', '=', filer.unitId).executeTakeFirstOrThrow();
  const form = {
    orgId: c.orgId,
    inspectionKind: 'periodic' as const,
    equipmentIds: c.equipmentIds,
    contact: unit.contact_person,
    contactMobile: unit.contact_mobile,
    email: '',
    mailAddress: unit.address,
    mailReceiver: unit.contact_person,
    mailPhone: unit.phone,
    expectedDate: c.expectedDate,
    remark: c.remark ?? '',
  };
  const r = await saveApply(ctx, filer, { ...form, isCommit: false, authCode: '', isPc: true, entrustId: c.entrustId }, IP);
  if (c.draft) return r;
  const letters: Record<string, string> = r.items.some((i) => i.needsLetter) ? { opinionLetter: '监管部门意见书.pdf' } : {};
  await material(ctx, 'inspectionApply', r.id, { applyScan: '报检申请书（盖章）.pdf', ...letters }, filer);
  return submitApply(ctx, filer, { ...form, id: r.id, version: r.version, isPc: true }, IP);
}

/** A unit's devices in use (alias e), for a demo step or a test to narrow, order and pick from. */
export const devicesInUse = (db: Database, unitId: string) => db.selectFrom('equipment as e').select('e.id').where('e.unit_id', '=', unitId).where('e.use_status', '=', 'inUse');

/** Of those, what the demo fee table prices: elevators (their fee items band by floors), vessels, cranes and vehicles. */
export const pricedDevicesInUse = (db: Database, unitId: string) =>
  devicesInUse(db, unitId).where((eb) => eb.or([eb('e.catalogue_code', 'like', '31%'), eb('e.type_code', 'in', ['2000', '4000', '5000'])]));

/**
 * An accepted application priced at the body's suggested fees (no relief) and paid by bank transfer: the owner hands in
 * the voucher and finance confirms it.
 */
export async function payBySuggestedFees(
  ctx: AppContext,
  who: { owner: SessionContext; inspector: SessionContext; finance: SessionContext },
  accepted: { id: string; version: number },
) {
  const choices = await feeChoices(ctx, who.inspector, accepted.id);
  const lines = choices.lines.map((l) => ({ itemId: l.itemId, feeItemId: l.suggested, reliefPolicyId: '' }));
  const priced = await setFee(ctx, who.inspector, { id: accepted.id, version: accepted.version, lines }, IP);
  const [voucher] = await material(ctx, 'inspectionApply', priced.id, { payVoucher: '银行转账回单.pdf' }, who.owner);
  const handedIn = await submitVoucher(ctx, who.owner, { id: priced.id, version: priced.version, fileId: voucher }, IP);
  return decideVoucher(ctx, who.finance, { id: handedIn.id, version: handedIn.version, action: 'confirmVoucher', opinion: '' }, IP);
}
