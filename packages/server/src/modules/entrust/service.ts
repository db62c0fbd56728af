import {
  ENTRUST_SCOPES,
  FLOWS,
  REGISTRABLE_STATES,
  REG_STATES,
  USE_REGIST_DOCUMENTS,
  requiredUseRegistDocuments,
  type EntrustDevice,
  type EntrustForm,
  type EntrustInForce,
  type EntrustRecord,
  type EntrustScope,
  type EntrustState,
  type Page,
  type RegistrationMethodView,
  type declineEntrustInput,
  type entrustableInput,
  findEntrustInput,
  type revokeEntrustInput,
  type saveEntrustInput,
} from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { EntrustTable } from '../../platform/db/schema';
import { badInput, businessError, forbidden, notFound } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { checkRequiredDocuments } from '../attachment/service';
import { findCandidates, firstCandidates } from '../equipment/candidates-service';
import { allocateSerial, registryFor } from '../registry/service';
import { messageUnit } from '../user/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf, notReviewed, reviewedBy, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<EntrustTable>;
type Side = 'principal' | 'agent';
/** Both sides work on the same page; its users are whom the messages go to. */
const PERMISSION = 'useRecord.entrust';
const PAGE = '/use-record/entrust-detail';
const scopesOf = (r: { scopes: string }) => JSON.parse(r.scopes) as EntrustScope[];

const isExpired = (r: { state: string; valid_to: string }, today: string) => r.state === 'accepted' && r.valid_to < today;
const isInForce = (r: { state: string; valid_from: string; valid_to: string }, today: string) => r.state === 'accepted' && r.valid_from <= today && r.valid_to >= today;

const toDevice = (d: Omit<repo.DeviceRow, 'entrust_id'>): EntrustDevice => ({
  equipmentId: d.id,
  typeCode: d.type_code,
  deviceCode: d.device_code,
  productName: d.product_name,
  certNo: d.cert_no,
  address: d.address,
  regState: d.reg_state,
});

function toRecord(r: repo.EntrustRow, devices: repo.DeviceRow[], side: Side, today: string): EntrustRecord {
  return {
    id: r.id,
    entrustNo: r.entrust_no,
    principalUnitId: r.unit_id,
    principalName: r.principal_name,
    principalUscc: r.principal_uscc,
    agentUnitId: r.agent_unit_id,
    agentName: r.agent_name,
    agentUscc: r.agent_uscc,
    scopes: scopesOf(r),
    devices: devices.map(toDevice),
    validFrom: r.valid_from,
    validTo: r.valid_to,
    contact: r.contact,
    contactMobile: r.contact_mobile,
    remark: r.remark,
    state: r.state as EntrustState,
    expired: isExpired(r, today),
    inForce: isInForce(r, today),
    side,
    submittedAt: r.submitted_at,
    acceptedAt: r.accepted_at,
    revokedAt: r.revoked_at,
    revokeReason: r.revoke_reason,
    ...decisionAndStampsOf(r),
  };
}

async function withDevices(ctx: AppContext, rows: repo.EntrustRow[], side: Side): Promise<EntrustRecord[]> {
  const devices = await repo.findDevices(ctx.db, idsOf(rows));
  const today = chinaToday();
  return rows.map((r) =>
    toRecord(
      r,
      devices.filter((d) => d.entrust_id === r.id),
      side,
      today,
    ),
  );
}

/** The kit for the authorisations as one side reads them: the record shows the caller's side. */
const filingAs = (side: Side) =>
  defineFiling<Row, repo.EntrustRow, EntrustRecord>({
    kind: 'entrust',
    find: repo.findEntrust,
    view: (ctx, rows) => withDevices(ctx, rows, side),
    bizType: 'entrust',
    documents: (ctx, r) => checkRequiredDocuments(ctx, 'entrust', r.id, [{ kind: 'letter', label: '加盖公章的授权委托书' }]),
  });
const filings = { principal: filingAs('principal'), agent: filingAs('agent') };
/** The principal owns the authorisation: it files, changes, withdraws, deletes and revokes it. */
const filing = filings.principal;

/** The side the caller's unit is on, when it is a party the record is visible to (the agent never sees a draft). */
const sideOf = (s: SessionContext, r: { unit_id: string; agent_unit_id: string; state: string }): Side | null =>
  r.unit_id === s.unitId ? 'principal' : r.agent_unit_id === s.unitId && r.state !== 'draft' ? 'agent' : null;

async function findVisible(ctx: AppContext, s: SessionContext, id: string): Promise<{ row: repo.EntrustRow; side: Side }> {
  const row = await repo.findEntrust(ctx.db, id);
  const side = row && sideOf(s, row);
  if (!row || !side) throw notFound(filing.title);
  return { row, side };
}

const page = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findEntrustInput>, side: Side): Promise<Page<EntrustRecord>> =>
  filings[side].page(
    ctx,
    q,
    await repo.findEntrustPage(ctx.db, { side, unitId: s.unitId, state: q.state, keyword: q.keyword, today: chinaToday() }, (q.pageNo - 1) * q.pageSize, q.pageSize),
  );

/** The principal's authorisations. */
export const listOwn = (ctx: AppContext, s: SessionContext, q: z.output<typeof findEntrustInput>) => page(ctx, s, q, 'principal');

/** The authorisations addressed to the caller's unit as agent, once submitted. */
export const listQueue = (ctx: AppContext, s: SessionContext, q: z.output<typeof findEntrustInput>) => page(ctx, s, q, 'agent');

export async function getEntrust(ctx: AppContext, s: SessionContext, id: string): Promise<EntrustRecord> {
  const { row, side } = await findVisible(ctx, s, id);
  return (await withDevices(ctx, [row], side))[0];
}

/** Enterprise units the principal may name as agent, found by name or credit code. */
export async function findAgents(ctx: AppContext, s: SessionContext, keyword: string) {
  return repo.findAgentCandidates(ctx.db, keyword, s.unitId);
}

/** The principal's devices an authorisation may name. */
export async function findEntrustable(ctx: AppContext, s: SessionContext, q: z.output<typeof entrustableInput>): Promise<Page<EntrustDevice>> {
  const page = await findCandidates(ctx, s, 'entrust', { keyword: q.keyword, ids: q.ids }, q);
  return { ...page, list: page.list.map(toDevice) };
}

/**
 * What the form alone cannot check: the agent is another registered enterprise unit, and every device is the
 * principal's own and in service. Answers the agent's name.
 */
async function checkForm(ctx: AppContext, s: SessionContext, f: EntrustForm): Promise<string> {
  if (f.agentUnitId === s.unitId) throw businessError('不能委托本单位办理');
  const agent = await repo.findAgentUnit(ctx.db, f.agentUnitId);
  if (!agent) throw badInput('受托单位不存在或尚未在平台开通账号');
  const rows = await firstCandidates(ctx, s, 'entrust', { ids: f.equipmentIds }, f.equipmentIds.length);
  if (rows.length !== f.equipmentIds.length) throw businessError('所选设备不存在、不属于本单位或已停用、报废、注销，请重新选择');
  return agent.name;
}

const formColumns = (f: EntrustForm) => ({
  agent_unit_id: f.agentUnitId,
  scopes: JSON.stringify(f.scopes),
  valid_from: f.validFrom,
  valid_to: f.validTo,
  contact: f.contact,
  contact_mobile: f.contactMobile,
  remark: f.remark,
});

/** Tells every user of a unit who works on authorisations, in the step's transaction. */
async function tellUnit(tx: AppContext, unitId: string, title: string, content: string, id: string): Promise<void> {
  await messageUnit(tx, unitId, { permission: PERMISSION }, title, content, `${PAGE}?id=${id}`);
}

const tellAgent = (tx: AppContext, r: repo.EntrustRow | Row, title: string, content: string) => tellUnit(tx, r.agent_unit_id, title, content, r.id);
const tellPrincipal = (tx: AppContext, r: repo.EntrustRow | Row, title: string, content: string) => tellUnit(tx, r.unit_id, title, content, r.id);

async function principalName(tx: AppContext, r: Row): Promise<string> {
  return (await repo.findEntrust(tx.db, r.id))?.principal_name ?? '';
}

/** A number both sides can quote: WT, the day, and that day's serial. */
async function nextEntrustNo(tx: AppContext): Promise<string> {
  const day = chinaToday().replaceAll('-', '');
  return `WT${day}${String(await allocateSerial(tx, `apply:WT${day}`)).padStart(4, '0')}`;
}

/**
 * Saves a new or existing authorisation (isCommit false keeps a draft, true submits it to the agent). A new one is
 * saved first: its stamped letter is uploaded to it before it can be submitted. A letter already past its last day
 * cannot be submitted.
 */
export async function saveEntrust(ctx: AppContext, s: SessionContext, input: z.output<typeof saveEntrustInput>, ip: string): Promise<EntrustRecord> {
  const { id, version, isCommit, ...form } = input;
  await checkForm(ctx, s, form);
  const fields = formColumns(form);
  if (!id) {
    if (isCommit) throw businessError('请先保存委托书并上传加盖公章的授权委托书，再提交');
    return filing.create(ctx, s, ip, {
      detail: { agentUnitId: form.agentUnitId },
      insert: async (tx) => {
        const row: Insertable<EntrustTable> = {
          id: newId(),
          entrust_no: await nextEntrustNo(tx),
          unit_id: s.unitId,
          ...fields,
          ...newDraft(s.userId),
          submitted_at: null,
          accepted_at: null,
          revoked_at: null,
          reviewed_at: null,
        };
        await repo.insertEntrust(tx.db, row, form.equipmentIds);
        return row.id;
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  const devices = (tx: AppContext) => repo.replaceDevices(tx.db, id, form.equipmentIds);
  if (!isCommit)
    return filing.update(ctx, id, async (tx) => {
      if (!(await repo.updateEntrust(tx.db, id, row.version, { ...fields, updated_at: nowIso() }))) return false;
      await devices(tx);
      return true;
    });
  if (form.validTo < chinaToday()) throw businessError('委托截止日期已过，请修改委托期限');
  return filing.submit(ctx, s, row, ip, {
    // A resubmission after a decline starts over: the agent's last answer stays in the flow log only.
    set: { ...fields, ...notReviewed, submitted_at: nowIso() },
    // The engine tells the agent's accounts: the letter waits in their to-dos.
    effect: (tx) => devices(tx),
  });
}

/** The principal takes a submitted authorisation back into its drafts, before the agent has answered. */
export const withdrawEntrust = (ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<EntrustRecord> =>
  filing.withdraw(ctx, s, { id, version }, ip, async (tx, r) => tellAgent(tx, r, '委托书已撤回', `${await principalName(tx, r)}撤回了委托书${r.entrust_no}，无需确认。`));

/** Only a draft never submitted can be deleted; once the agent has seen it, its history stays. */
export const deleteEntrust = (ctx: AppContext, s: SessionContext, id: string): Promise<void> => filing.remove(ctx, s, id, { remove: (tx) => repo.deleteEntrust(tx.db, id) });

/**
 * The principal revokes an authorisation in force, with the reason: the agent can file nothing new under it and can
 * no longer change what it filed; applications it already submitted continue with the registry or inspection body.
 */
export async function revokeEntrust(ctx: AppContext, s: SessionContext, input: z.output<typeof revokeEntrustInput>, ip: string): Promise<EntrustRecord> {
  const row = await filing.findOwn(ctx, s, input.id);
  if (isExpired(row, chinaToday())) throw businessError('该委托书已过期，无需撤销');
  return filing.act(ctx, s, input, 'revoke', ip, {
    set: { revoked_at: nowIso(), revoke_reason: input.opinion },
    effect: async (tx, r) =>
      tellAgent(tx, r, '委托已撤销', `${await principalName(tx, r)}撤销了委托书${r.entrust_no}。撤销原因：${input.opinion}。已提交的申请继续办理，不能再代为申报或修改。`),
  });
}

/** The agent's answer to a submitted authorisation addressed to it. */
async function agentStep(
  ctx: AppContext,
  s: SessionContext,
  input: { id: string; version: number; opinion?: string },
  action: 'accept' | 'decline',
  ip: string,
): Promise<EntrustRecord> {
  const { side } = await findVisible(ctx, s, input.id);
  if (side !== 'agent') throw forbidden();
  const opinion = input.opinion ?? '';
  return filings.agent.act(ctx, s, { ...input, opinion }, action, ip, {
    party: 'counterparty',
    guard: (r) => r.agent_unit_id === s.unitId,
    set: { ...reviewedBy(s, opinion), ...(action === 'accept' ? { accepted_at: nowIso() } : {}) },
    effect: async (tx, r) => {
      const agent = (await repo.findEntrust(tx.db, r.id))?.agent_name ?? '';
      if (action === 'accept') await tellPrincipal(tx, r, '委托已生效', `${agent}接受了委托书${r.entrust_no}，委托自${r.valid_from}至${r.valid_to}有效。`);
      else await tellPrincipal(tx, r, '受托单位谢绝了委托', `${agent}谢绝了委托书${r.entrust_no}。原因：${opinion}。可修改后重新提交或委托其他单位。`);
    },
  });
}

export const acceptEntrust = (ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string) => agentStep(ctx, s, input, 'accept', ip);
export const declineEntrust = (ctx: AppContext, s: SessionContext, input: z.output<typeof declineEntrustInput>, ip: string) => agentStep(ctx, s, input, 'decline', ip);

/** The authorisations in force for the caller's unit as agent that cover a business, for the filing forms' selector. */
export async function listInForce(ctx: AppContext, s: SessionContext, scope: EntrustScope): Promise<EntrustInForce[]> {
  const rows = (await repo.findInForce(ctx.db, s.unitId, chinaToday())).filter((r) => scopesOf(r).includes(scope));
  const devices = await repo.findDevices(ctx.db, idsOf(rows));
  return rows.map((r) => ({
    id: r.id,
    entrustNo: r.entrust_no,
    principalName: r.principal_name,
    principalUscc: r.principal_uscc,
    scopes: scopesOf(r),
    equipmentIds: devices.filter((d) => d.entrust_id === r.id).map((d) => d.id),
    validTo: r.valid_to,
  }));
}

/** Under which authorisation, for which principal, an agent files. */
export interface AgentFiling {
  entrustId: string;
  principalUnitId: string;
  agentUnitId: string;
  /** The devices the authorisation covers. */
  equipmentIds: readonly string[];
}

/**
 * The authorisation an agent files under, checked now: addressed to the caller's unit, in force today, covering the
 * business and every device named. Anything else refuses with the reason; another party's id answers as unknown.
 */
export async function agentFiling(ctx: AppContext, s: SessionContext, entrustId: string, scope: EntrustScope, equipmentIds: readonly string[]): Promise<AgentFiling> {
  const row = await repo.findEntrust(ctx.db, entrustId);
  if (!row || row.agent_unit_id !== s.unitId || row.state === 'draft') throw notFound(filing.title);
  const today = chinaToday();
  if (row.state === 'revoked') throw businessError(`委托书${row.entrust_no}已被委托单位撤销，不能再代为申报或修改`);
  if (isExpired(row, today)) throw businessError(`委托书${row.entrust_no}已于${row.valid_to}到期，不能再代为申报或修改`);
  if (!isInForce(row, today))
    throw businessError(row.state === 'accepted' ? `委托书${row.entrust_no}自${row.valid_from}起生效` : `委托书${row.entrust_no}${filing.label(row.state)}，尚未生效`);
  if (!scopesOf(row).includes(scope)) throw businessError(`委托书${row.entrust_no}未委托办理${ENTRUST_SCOPES[scope]}`);
  const covered = (await repo.findDevices(ctx.db, [row.id])).map((d) => d.id);
  if (equipmentIds.some((e) => !covered.includes(e))) throw businessError(`所选设备不在委托书${row.entrust_no}的委托范围内`);
  return { entrustId: row.id, principalUnitId: row.unit_id, agentUnitId: row.agent_unit_id, equipmentIds: covered };
}

/** Tells the principal that its agent submitted an application for it (the registry's or body's answers go to the agent who filed). */
export async function tellPrincipalOfFiling(tx: AppContext, f: { entrustId: string; principalUnitId: string; agentUnitId: string }, what: string): Promise<void> {
  const row = await repo.findEntrust(tx.db, f.entrustId);
  if (row) await tellUnit(tx, f.principalUnitId, '受托单位已代为申报', `${row.agent_name}依据委托书${row.entrust_no}代为提交了${what}，可在相应查询页面查看进度。`, row.id);
}

/** Authorisations are seen by their principal, and by the agent once submitted. */
export const entrustRecordSpec: FlowRecordSpec = {
  table: 'entrusts',
  subject: async (ctx, row: Selectable<EntrustTable>) => {
    const r = await repo.findEntrust(ctx.db, row.id);
    return r ? `${r.principal_name} 委托 ${r.agent_name}（${r.entrust_no}）` : row.entrust_no;
  },
  canSee: (s, row: Selectable<EntrustTable>) => sideOf(s, row) !== null,
  reviewerOf: reviewedIn('entrust', PERMISSION, '/use-record/entrust', {
    by: 'counterparty',
    title: '待确认的委托书',
    opens: PAGE,
    actsOn: (s, row: Selectable<EntrustTable>) => row.agent_unit_id === s.unitId,
  }),
  waitingIn: async (ctx, s, state) => (await listQueue(ctx, s, findEntrustInput.parse({ pageSize: 1, state }))).count,
};

/** The principal uploads the letter while it may change the authorisation; both parties read it. */
export const entrustAttachments = filing.files();

/**
 * The registration-method page for a device of the caller's unit: whether it may apply now, the documents its
 * category needs, the registry of its place (for registering on site) and the authorisations already covering it.
 */
export async function registrationMethod(ctx: AppContext, s: SessionContext, equipmentId: string): Promise<RegistrationMethodView> {
  const e = await repo.findMethodDevice(ctx.db, equipmentId);
  if (!e || e.unit_id !== s.unitId) throw notFound('设备');
  const stateOk = REGISTRABLE_STATES.includes(e.reg_state as never);
  const held = e.record_kind ? `已有正在办理的${FLOWS[e.record_kind as keyof typeof FLOWS]?.title ?? '申请'}${e.record_no ?? ''}` : '';
  const blockedReason = !stateOk
    ? `该设备${REG_STATES[e.reg_state as keyof typeof REG_STATES] ?? e.reg_state}${e.cert_no ? `（${e.cert_no}）` : ''}，不需要办理首次使用登记`
    : held;
  const registry = e.area_code ? await registryFor(ctx, e.area_code) : undefined;
  const today = chinaToday();
  const agents = (await repo.findInForceFor(ctx.db, e.id, today)).filter((r) => r.unit_id === s.unitId && scopesOf(r).includes('useRegist'));
  return {
    device: toDevice(e),
    registrable: blockedReason === '',
    blockedReason,
    documents: requiredUseRegistDocuments(e.type_code).map((k) => USE_REGIST_DOCUMENTS[k].label),
    registry: registry ? { name: registry.name, address: registry.address, phone: registry.phone, officeHours: registry.office_hours } : null,
    agents: agents.map((r) => ({ entrustNo: r.entrust_no, agentName: r.agent_name, validTo: r.valid_to })),
  };
}
