import type { Selectable } from 'kysely';
import {
  ABOUT_EXPIRE_DAYS_DEFAULT,
  ELE_INFO_PATH,
  NEXT_CHECK_KINDS,
  SELF_TEST_CONCLUSIONS,
  SELF_TEST_FLOW,
  SELF_TEST_INSPECTION_KIND,
  type EleInfo,
  type NextCheckKind,
  type Page,
  type SelfTestConclusion,
  type SelfTestElevator,
  type SelfTestForm,
  type SelfTestRecord,
  type SelfTestState,
  findSelfTestInput,
  type revokeSelfTestInput,
  type saveSelfTestInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ElevatorSelfTestTable } from '../../platform/db/schema';
import { useMark } from '../../platform/documents/templates';
import { readDocumentRef } from '../../platform/documents/verify-token';
import { AppError, businessError, conflict, forbidden, notFound } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { addDays, chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { assertDocumentsComplete, checkRequiredDocuments } from '../attachment/service';
import { findDictItem, labelMap } from '../dict/service';
import { catalogueNames, documentRefOf, paperFile, type DocumentFile } from '../document/service';
import { firstCandidates } from '../equipment/candidates-service';
import { elevatorNamesOf, recordInspection } from '../equipment/service';
import { lastMaintainedOn } from '../maintenance/service';
import { registryFor } from '../registry/service';
import { messageUnit } from '../user/service';
import { recordFiles, newDraft } from '../workflow/filing-service';
import { stampsOf, applyStep, deleteDraft, reviewedIn, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<ElevatorSelfTestTable>;
type Side = 'detect' | 'use';
const TITLE = '自行检测结果';
/** Elevators a self-test may be recorded for: in use (the equipment_use_status value). */
const IN_USE = 'inUse';
/** The prefix of an elevator's reference on its use mark's QR code (一机一码): it names the elevator, not one paper. */
const ELE_REF = 'ele';
const DETAIL_PAGE = '/elevator-detection/detail';
/** An elevator's public page is as open as the verification page, and limited the same way. */
const INFO_PER_MINUTE = 60;
const unknownElevator = () => new AppError('NOT_FOUND', 404, '未找到该电梯，请核对二维码或使用登记证编号');

/** An elevator's signed reference (一机一码): the same on every mark printed for it, so a reprint keeps its QR code. */
const eleRef = (ctx: AppContext, equipmentId: string) => documentRefOf(ctx, ELE_REF, equipmentId);

const toElevator = (
  r: Pick<repo.SelfTestRow, 'equipment_id' | 'device_code' | 'register_code' | 'cert_no' | 'product_name' | 'internal_no' | 'address' | 'next_inspection_date' | 'use_unit_name'>,
): SelfTestElevator => ({
  ...elevatorNamesOf(r),
  useUnitName: r.use_unit_name,
  nextInspectionDate: r.next_inspection_date ?? '',
});

function toRecord(ctx: AppContext, r: repo.SelfTestRow, side: Side): SelfTestRecord {
  return {
    id: r.id,
    elevator: toElevator(r),
    useUnitId: r.unit_id,
    detectUnitName: r.detect_unit_name,
    testDate: r.test_date,
    conclusion: r.conclusion as SelfTestConclusion,
    nonconformities: r.nonconformities,
    reportNo: r.report_no,
    tester: r.tester,
    nextDate: r.next_date,
    nextKind: r.next_kind as NextCheckKind,
    remark: r.remark,
    state: r.state as SelfTestState,
    side,
    issuedAt: r.issued_at,
    declaredAt: r.declared_at,
    declarerName: r.declarer_name,
    revokedAt: r.revoked_at,
    revokeReason: r.revoke_reason,
    markPrintedAt: r.mark_printed_at,
    markSm3: r.mark_sm3,
    eleInfoRef: eleRef(ctx, r.equipment_id),
    ...stampsOf(r),
  };
}

/** The side the caller's unit is on, when the record is visible to it (the use unit never sees a draft). */
const sideOf = (s: SessionContext, r: { unit_id: string; detect_unit_id: string; state: string }): Side | null =>
  r.detect_unit_id === s.unitId ? 'detect' : r.unit_id === s.unitId && r.state !== 'draft' ? 'use' : null;

async function findVisible(ctx: AppContext, s: SessionContext, id: string): Promise<{ row: repo.SelfTestRow; side: Side }> {
  const row = await repo.findSelfTest(ctx.db, id);
  const side = row && sideOf(s, row);
  if (!row || !side) throw notFound(TITLE);
  return { row, side };
}

async function reread(ctx: AppContext, id: string, side: Side): Promise<SelfTestRecord> {
  const row = await repo.findSelfTest(ctx.db, id);
  if (!row) throw notFound(TITLE);
  return toRecord(ctx, row, side);
}

type ListQuery = z.output<typeof findSelfTestInput>;
const page = async (ctx: AppContext, s: SessionContext, q: ListQuery, side: repo.SelfTestFilter['side']): Promise<Page<SelfTestRecord>> => {
  const { rows, count } = await repo.findSelfTestPage(
    ctx.db,
    { side, unitId: s.unitId, state: q.state, conclusion: q.conclusion, keyword: q.keyword },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: rows.map((r) => toRecord(ctx, r, side === 'detect' ? 'detect' : 'use')), count, pageNo: q.pageNo, pageSize: q.pageSize };
};

/** The testing body's results. */
export const listRecorded = (ctx: AppContext, s: SessionContext, q: ListQuery) => page(ctx, s, q, 'detect');
/** The results issued for the use unit's elevators. */
export const listCompliance = (ctx: AppContext, s: SessionContext, q: ListQuery) => page(ctx, s, q, 'use');
/** The use unit's declared results, whose use marks it may print. */
export const listMarks = (ctx: AppContext, s: SessionContext, q: ListQuery) => page(ctx, s, q, 'marks');

export async function getSelfTest(ctx: AppContext, s: SessionContext, id: string): Promise<SelfTestRecord> {
  const { row, side } = await findVisible(ctx, s, id);
  return toRecord(ctx, row, side);
}

/** Elevators in use with exactly this certificate number, device code or register code. */
export async function findElevators(ctx: AppContext, s: SessionContext, code: string): Promise<SelfTestElevator[]> {
  return (await firstCandidates(ctx, s, 'selfTest', { keyword: code }, 10)).map((e) => toElevator({ ...e, equipment_id: e.id }));
}

const formColumns = (f: SelfTestForm) => ({
  test_date: f.testDate,
  conclusion: f.conclusion,
  nonconformities: f.conclusion === 'fail' ? f.nonconformities : '',
  report_no: f.reportNo,
  tester: f.tester,
  next_date: f.nextDate,
  next_kind: f.nextKind,
  remark: f.remark,
});

/** Tells every user of a unit who works on this page, in the step's transaction. */
async function tellUnit(tx: AppContext, unitId: string, permission: string, title: string, content: string, id: string): Promise<void> {
  await messageUnit(tx, unitId, { permission }, title, content, `${DETAIL_PAGE}?id=${id}`);
}

const describe = (r: repo.SelfTestRow) => `电梯${r.cert_no || r.device_code}（报告编号${r.report_no}）`;

/**
 * The testing body saves a result as a draft: a new one for an elevator in use (its use unit is taken from the record
 * now), or its own draft corrected. The elevator of a saved draft does not change: a wrong elevator is a new draft.
 */
export async function saveSelfTest(ctx: AppContext, s: SessionContext, input: z.output<typeof saveSelfTestInput>, ip: string): Promise<SelfTestRecord> {
  const { id, version, ...form } = input;
  const fields = formColumns(form);
  if (!id) {
    const eq = await repo.findElevator(ctx.db, form.equipmentId, IN_USE);
    if (!eq) throw businessError('所选电梯不存在或不在用，只能为在用电梯录入自行检测结果');
    if (eq.unit_id === s.unitId) throw businessError('不能为本单位的电梯录入自行检测结果');
    const newIdValue = newId();
    await ctx.db.transaction().execute(async (trx) => {
      const tx = { ...ctx, db: trx };
      await repo.insertSelfTest(trx, {
        id: newIdValue,
        equipment_id: eq.id,
        unit_id: eq.unit_id,
        detect_unit_id: s.unitId,
        ...fields,
        ...newDraft(s.userId),
        issued_at: null,
        declared_at: null,
        revoked_at: null,
        mark_printed_at: null,
      });
      await startFlow(tx, { kind: 'selfTest', id: newIdValue, actor: { kind: 'user', session: s }, audit: { action: 'selfTest.create', detail: { equipmentId: eq.id }, ip } });
    });
    return reread(ctx, newIdValue, 'detect');
  }
  const { row, side } = await findVisible(ctx, s, id);
  if (side !== 'detect') throw notFound(TITLE);
  if (row.state !== 'draft') throw businessError(`该检测结果${SELF_TEST_FLOW.states[row.state as SelfTestState]?.label ?? row.state}，不能修改`);
  if (form.equipmentId !== row.equipment_id) throw businessError('已保存的检测结果不能更换电梯；如选错电梯，请删除草稿后重新录入');
  if (!(await repo.updateSelfTest(ctx.db, id, version ?? row.version, { ...fields, updated_at: nowIso() }))) throw conflict();
  return reread(ctx, id, 'detect');
}

const reportCheck = (ctx: AppContext, id: string) => checkRequiredDocuments(ctx, 'selfTest', id, [{ kind: 'report', label: '自行检测报告' }]);

/** The testing body issues a draft to the elevator's use unit, with its signed report attached. */
export async function issueSelfTest(ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string): Promise<SelfTestRecord> {
  const { row, side } = await findVisible(ctx, s, input.id);
  if (side !== 'detect') throw notFound(TITLE);
  if (row.state === 'draft') assertDocumentsComplete(await reportCheck(ctx, row.id));
  await applyStep<Row>(ctx, {
    kind: 'selfTest',
    id: input.id,
    action: 'issue',
    party: 'owner',
    version: input.version,
    actor: { kind: 'user', session: s },
    guard: (r) => r.detect_unit_id === s.unitId,
    set: { issued_at: nowIso(), updated_at: nowIso() },
    effect: async (tx) => {
      const verdict =
        row.conclusion === 'pass' ? '结论为合格，请在“符合性声明”中确认并声明符合，之后可打印新的电梯使用标志' : `结论为不合格（${row.nonconformities}），请整改后重新检测`;
      await tellUnit(
        tx,
        row.unit_id,
        'elevatorDetection.compliance',
        '电梯自行检测结果已出具',
        `${row.detect_unit_name}出具了${describe(row)}的自行检测结果，${verdict}。`,
        row.id,
      );
    },
    audit: { action: 'selfTest.issue', ip },
  });
  return reread(ctx, input.id, 'detect');
}

/** The testing body takes back an issued result the use unit has not declared, with the reason. */
export async function revokeSelfTest(ctx: AppContext, s: SessionContext, input: z.output<typeof revokeSelfTestInput>, ip: string): Promise<SelfTestRecord> {
  const { row, side } = await findVisible(ctx, s, input.id);
  if (side !== 'detect') throw notFound(TITLE);
  const at = nowIso();
  await applyStep<Row>(ctx, {
    kind: 'selfTest',
    id: input.id,
    action: 'revoke',
    party: 'owner',
    version: input.version,
    opinion: input.opinion,
    actor: { kind: 'user', session: s },
    guard: (r) => r.detect_unit_id === s.unitId,
    set: { revoked_at: at, revoke_reason: input.opinion, updated_at: at },
    effect: (tx) =>
      tellUnit(
        tx,
        row.unit_id,
        'elevatorDetection.compliance',
        '电梯自行检测结果已撤回',
        `${row.detect_unit_name}撤回了${describe(row)}的自行检测结果。原因：${input.opinion}。`,
        row.id,
      ),
    audit: { action: 'selfTest.revoke', ip },
  });
  return reread(ctx, input.id, 'detect');
}

/** Only a draft the use unit never saw can be deleted, with its report file and log. */
export async function deleteSelfTest(ctx: AppContext, s: SessionContext, id: string): Promise<void> {
  const { row, side } = await findVisible(ctx, s, id);
  if (side !== 'detect') throw notFound(TITLE);
  if (row.state !== 'draft') throw businessError('只能删除尚未出具的检测结果草稿');
  await deleteDraft(ctx, 'selfTest', 'selfTest', id, (tx) => repo.deleteSelfTest(tx.db, id));
}

/**
 * The use unit declares that its elevator conforms, on a passed result issued for it. In the same transaction the
 * result joins the elevator's 检验记录 as a 自行检测 and sets its last and next date, conclusion and body (as a periodic
 * inspection's report does): from then the due rules and the printed use mark follow the self-test's next date, and
 * the unit can no longer type those fields. A failed result cannot be declared.
 */
export async function declareSelfTest(ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string): Promise<SelfTestRecord> {
  const { row, side } = await findVisible(ctx, s, input.id);
  if (side !== 'use') throw forbidden();
  if (row.state === 'issued' && row.conclusion !== 'pass') throw businessError('自行检测结论为不合格，不能声明符合；请整改后委托检测机构重新检测');
  // The declaration writes the elevator's record: it must still be this unit's and in use.
  if (row.state === 'issued' && (await repo.findElevator(ctx.db, row.equipment_id, IN_USE))?.unit_id !== s.unitId)
    throw businessError('该电梯已不在用或已不属于本单位，不能声明符合');
  const at = nowIso();
  await applyStep<Row>(ctx, {
    kind: 'selfTest',
    id: input.id,
    action: 'declare',
    party: 'counterparty',
    version: input.version,
    actor: { kind: 'user', session: s },
    guard: (r) => r.unit_id === s.unitId,
    set: { declared_at: at, declarer_id: s.userId, declarer_name: s.userName.slice(0, 64), updated_at: at },
    effect: async (tx) => {
      await recordInspection(tx, row.equipment_id, {
        decisionId: row.id,
        kind: SELF_TEST_INSPECTION_KIND,
        inspectionDate: row.test_date,
        conclusion: 'pass',
        nextInspectionDate: row.next_date,
        org: row.detect_unit_name.slice(0, 100),
        reportNo: row.report_no,
        by: { id: s.userId, name: s.userName },
      });
      await tellUnit(tx, row.detect_unit_id, 'elevatorDetection.record', '使用单位已声明符合', `${row.use_unit_name}对${describe(row)}作出了符合性声明。`, row.id);
    },
    audit: { action: 'selfTest.declare', ip },
  });
  return reread(ctx, input.id, 'use');
}

/** The address the QR code of an elevator's use mark opens: its public page, by a signed reference to the elevator. */
const eleInfoUrl = (ctx: AppContext, origin: string, equipmentId: string) =>
  `${ctx.config.publicBaseUrl || origin}${ELE_INFO_PATH}?ref=${encodeURIComponent(eleRef(ctx, equipmentId))}`;

/**
 * The 2024 use mark of a declared result, drawn by the registration documents' template with the self-test's next
 * date. The first print renders it from the record as it is then and keeps the file with its SM3; every later print
 * answers those same bytes, so the paper in the car matches the fingerprint on the public page.
 */
export async function openUseMark(ctx: AppContext, s: SessionContext, id: string, origin: string): Promise<DocumentFile> {
  const { row, side } = await findVisible(ctx, s, id);
  if (side !== 'use') throw notFound(TITLE);
  if (row.state !== 'declared') throw businessError('声明符合后才能打印电梯使用标志');
  return paperFile(ctx, {
    key: row.mark_file_key,
    fileName: `电梯使用标志-${row.cert_no || row.device_code}-${row.test_date}.pdf`,
    what: '使用标志文件',
    render: async () => {
      const eq = await repo.findPublicById(ctx.db, row.equipment_id);
      if (!eq) throw notFound('电梯');
      const names = await catalogueNames(ctx, eq.type_code, eq.catalogue_code);
      return useMark({
        typeName: names.typeName,
        varietyName: names.varietyName || names.categoryName,
        internalNo: row.internal_no,
        certNo: row.cert_no,
        unitName: row.use_unit_name,
        nextInspectionDate: row.next_date,
        elevator: true,
        maintenanceUnit: eq.maintenance_unit,
        rescuePhone: eq.maintenance_phone,
        registryName: (await registryFor(ctx, eq.area_code))?.name ?? '',
        verifyUrl: eleInfoUrl(ctx, origin, row.equipment_id),
      });
    },
    record: (sm3, key) => repo.setMarkPrinted(ctx.db, row.id, sm3, key, nowIso()),
    keyNow: async () => (await repo.findSelfTest(ctx.db, row.id))!.mark_file_key,
  });
}

/** 正常 / 即将到期 / 超期 by the next date (workflows.md §7). */
function dueLabel(next: string, today: string): string {
  if (!next || next < today) return '超期未检';
  return next <= addDays(today, ABOUT_EXPIRE_DAYS_DEFAULT) ? '即将到期' : '在有效期内';
}

/**
 * An elevator's public record, for its QR code (a signed reference to the elevator) or its certificate number: who
 * uses and maintains it, the duty phone, its last and next inspection or self-test, and the use mark printed from the
 * latest declared self-test. Nothing personal: no person's name, mobile or address. Limited per address like the
 * verification page; a forged reference and an unknown elevator get the same answer.
 */
export async function eleInfo(ctx: AppContext, input: { ref: string; certNo: string }, ip: string): Promise<EleInfo> {
  await enforceRateLimit(ctx.db, `eleInfo:${ip}`, INFO_PER_MINUTE, 60_000, '查询过于频繁，请稍后再试');
  let eq: Awaited<ReturnType<typeof repo.findPublicById>>;
  if (input.ref) {
    const named = readDocumentRef(ctx.documentRefKey, input.ref);
    eq = named?.startsWith(`${ELE_REF}:`) ? await repo.findPublicById(ctx.db, named.slice(ELE_REF.length + 1)) : undefined;
  } else eq = await repo.findPublicByCert(ctx.db, input.certNo);
  if (!eq) throw unknownElevator();
  const names = await catalogueNames(ctx, eq.type_code, eq.catalogue_code);
  const conclusions = await labelMap(ctx, 'inspection_conclusion');
  const kinds = await labelMap(ctx, 'inspection_kind');
  const last = eq.last_inspection_date ?? '';
  const lastKind = last ? ((await repo.findLastInspectionKind(ctx.db, eq.id, last))?.kind ?? '') : '';
  const declared = await repo.findLatestDeclared(ctx.db, eq.id);
  const next = eq.next_inspection_date ?? '';
  // The self-test said what its next date is of, while that date is still the record's.
  const nextKind = declared && declared.next_date === next ? NEXT_CHECK_KINDS[declared.next_kind as NextCheckKind] : '';
  return {
    certNo: eq.cert_no,
    deviceCode: eq.device_code,
    typeName: names.typeName,
    varietyName: names.varietyName || names.categoryName,
    useUnitName: eq.use_unit_name,
    useStatusLabel: (await findDictItem(ctx, 'equipment_use_status', eq.use_status))?.label ?? '',
    maintenanceUnit: eq.maintenance_unit,
    dutyPhone: eq.maintenance_phone,
    lastMaintainedOn: await lastMaintainedOn(ctx, eq.id),
    lastDate: last,
    lastKindLabel: lastKind ? (kinds.get(lastKind) ?? '') : '',
    lastConclusionLabel: eq.last_conclusion ? (conclusions.get(eq.last_conclusion) ?? SELF_TEST_CONCLUSIONS[eq.last_conclusion as SelfTestConclusion] ?? '') : '',
    lastOrg: eq.inspection_org,
    nextDate: next,
    nextKindLabel: nextKind,
    dueLabel: eq.use_status === IN_USE ? dueLabel(next, chinaToday()) : '',
    mark:
      declared && declared.mark_printed_at
        ? { reportNo: declared.report_no, printedDate: chinaToday(Date.parse(declared.mark_printed_at)), nextDate: declared.next_date, sm3: declared.mark_sm3 }
        : null,
  };
}

/** Results are seen by the body that recorded them, and by the use unit once issued. */
export const selfTestRecordSpec: FlowRecordSpec = {
  table: 'elevator_self_tests',
  subject: async (ctx, row: Selectable<ElevatorSelfTestTable>) => {
    const r = await repo.findSelfTest(ctx.db, row.id);
    return r ? `${r.detect_unit_name} 电梯${r.cert_no || r.device_code} 自行检测（${r.report_no}）` : row.report_no;
  },
  canSee: (s, row: Selectable<ElevatorSelfTestTable>) => sideOf(s, row) !== null,
  // Issuing tells the use unit with the verdict; its declaration waits among its to-dos.
  reviewerOf: reviewedIn('selfTest', 'elevatorDetection.compliance', '/elevator-detection/compliance', {
    by: 'counterparty',
    title: '待声明符合的自行检测结果',
    actsOn: (s, row: Selectable<ElevatorSelfTestTable>) => row.unit_id === s.unitId,
    announced: true,
  }),
  waitingIn: async (ctx, s, state) => (await listCompliance(ctx, s, findSelfTestInput.parse({ pageSize: 1, state }))).count,
};

/** The body attaches its signed report while the result is a draft; both sides read it. */
export const selfTestAttachments = recordFiles('selfTest', async (ctx, s, bizId) => {
  const row = await repo.findSelfTest(ctx.db, bizId);
  return !!row && row.detect_unit_id === s.unitId && row.state === 'draft';
});
