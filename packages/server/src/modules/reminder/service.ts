import type { Selectable } from 'kysely';
import {
  REMINDER_APPLY_PATH,
  REMINDER_CERT_DAYS,
  REMINDER_DAYS,
  REMINDER_DEFAULTS,
  REMINDER_HOUR,
  REMINDER_LINK_MAX,
  type reminderPrefsInput,
  type ReminderPrefs,
} from '@portal/contract';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { ReminderPrefTable } from '../../platform/db/schema';
import { businessError } from '../../platform/http/errors';
import { addDays, chinaToday, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { dueEquipmentOf, unitsWithDueEquipment, type DueDevice } from '../equipment/service';
import { postMessage } from '../message/service';
import { certItemLabels, expiringCertsOf, unitsWithExpiringCerts } from '../operator/service';
import { notify } from '../sms/service';
import { getUnitProfile } from '../unit/service';
import { findActiveUserIds } from '../user/service';
import * as repo from './repo';

type Prefs = z.output<typeof reminderPrefsInput>;

/** Units looked at per query of the daily walk. */
const BATCH = 200;
/** Devices and certificates a message names by code or name; the rest are counted. */
const NAMED = 3;

const prefsOf = (row: Selectable<ReminderPrefTable> | undefined): Prefs =>
  row
    ? {
        inspectionDue: row.inspection_due === 1,
        inspectionOverdue: row.inspection_overdue === 1,
        certExpiring: row.cert_expiring === 1,
        sms: row.sms === 1,
        daysAhead: row.days_ahead,
      }
    : REMINDER_DEFAULTS;

async function answer(ctx: AppContext, unitId: string): Promise<ReminderPrefs> {
  const [row, unit] = await Promise.all([repo.findPrefs(ctx.db, unitId), getUnitProfile(ctx, unitId)]);
  return { ...prefsOf(row), smsMobile: maskMobile(unit.contactMobile), updatedAt: row?.updated_at ?? null, updatedBy: row?.updated_by_name ?? '' };
}

/** The caller's unit's choice of reminders (the defaults until it saves one). */
export const getPrefs = (ctx: AppContext, s: SessionContext): Promise<ReminderPrefs> => answer(ctx, s.unitId);

/** Saves the unit's choice; as with the unit's record, only its main account may. */
export async function savePrefs(ctx: AppContext, s: SessionContext, input: Prefs, ip: string): Promise<ReminderPrefs> {
  if (!s.isMain) throw businessError('只有单位主账号可以修改提醒设置');
  const flag = (b: boolean) => (b ? 1 : 0);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.upsertPrefs(trx, {
      unit_id: s.unitId,
      inspection_due: flag(input.inspectionDue),
      inspection_overdue: flag(input.inspectionOverdue),
      cert_expiring: flag(input.certExpiring),
      sms: flag(input.sms),
      days_ahead: input.daysAhead,
      updated_at: nowIso(),
      updated_by_id: s.userId,
      updated_by_name: s.userName.slice(0, 64),
    });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'reminder.savePrefs', target: s.unitId, detail: input, ip });
  });
  return answer(ctx, s.unitId);
}

/** What one unit is reminded of on one day. */
export interface UnitReport {
  today: string;
  daysAhead: number;
  overdue: number;
  due: number;
  /** The devices the link picks (at most REMINDER_LINK_MAX), the longest overdue first. */
  devices: DueDevice[];
  certs: number;
  firstCerts: Array<{ operatorName: string; itemLabel: string; expiryDate: string }>;
}

/** '：A、B、C等' naming the first few of `total`; nothing when none of them is at hand. */
const some = (labels: string[], total: number) => (labels.length ? `：${labels.join('、')}${total > labels.length ? '等' : ''}` : '');

/** The message, the SMS and the link of a unit's reminder: counts, a few codes and names, and the devices picked. */
export function reminderText(r: UnitReport, unitName: string): { title: string; content: string; sms: string; link: string } {
  const overdue = r.devices.filter((d) => d.nextInspectionDate < r.today);
  const due = r.devices.filter((d) => d.nextInspectionDate >= r.today);
  const lines = [`截至${r.today}，本单位有以下事项需要办理：`];
  if (r.overdue)
    lines.push(
      `· ${r.overdue}台设备已过下次检验日期仍未检验${some(
        overdue.slice(0, NAMED).map((d) => `${d.label}（应于${d.nextInspectionDate}检验）`),
        r.overdue,
      )}；`,
    );
  if (r.due)
    lines.push(
      `· ${r.due}台设备将在${r.daysAhead}天内（${addDays(r.today, r.daysAhead)}前）到期检验${some(
        due.slice(0, NAMED).map((d) => `${d.label}（${d.nextInspectionDate}）`),
        r.due,
      )}；`,
    );
  if (r.certs)
    lines.push(
      `· ${r.certs}本作业人员证书将在${REMINDER_CERT_DAYS}天内到期${some(
        r.firstCerts.map((c) => `${c.operatorName}（${c.itemLabel}，${c.expiryDate}到期）`),
        r.certs,
      )}，请及时申请复审或换证。`,
    );
  const total = r.overdue + r.due;
  if (r.devices.length)
    lines.push(
      total > r.devices.length
        ? `点击“去报检”可直接填写报检申请，已选好其中检验日期最早的${r.devices.length}台（共${total}台，其余请在报检时另行勾选）。`
        : `点击“去报检”可直接填写报检申请，已选好上述${total}台设备。`,
    );
  lines.push('如需调整提醒内容或短信通知，请在消息中心点击“提醒设置”。');

  const parts = [r.overdue ? `${r.overdue}台设备超期未检` : '', r.due ? `${r.due}台设备${r.daysAhead}天内到期检验` : '', r.certs ? `${r.certs}本作业人员证书即将到期` : ''].filter(
    Boolean,
  );
  return {
    title: r.certs && !total ? '作业人员证书到期提醒' : r.certs ? '设备检验与作业人员证书到期提醒' : '设备检验到期提醒',
    content: lines.join('\n'),
    sms: `${unitName}：贵单位有${parts.join('、')}，请登录平台查看消息中心${total ? '并在线报检' : ''}。`,
    link: r.devices.length ? `${REMINDER_APPLY_PATH}?ids=${r.devices.map((d) => encodeURIComponent(d.id)).join(',')}` : '',
  };
}

/** The unit's report under its choice, or null when there is nothing it wants to hear of. */
async function reportOf(ctx: AppContext, unitId: string, p: Prefs, today: string, labels: Map<string, string>): Promise<UnitReport | null> {
  const dueTo = addDays(today, p.daysAhead);
  const eq =
    p.inspectionDue || p.inspectionOverdue
      ? await dueEquipmentOf(ctx, unitId, {
          from: p.inspectionOverdue ? undefined : today,
          to: p.inspectionDue ? dueTo : addDays(today, -1),
          today,
          limit: REMINDER_LINK_MAX,
        })
      : { overdue: 0, due: 0, first: [] };
  const certs = p.certExpiring ? await expiringCertsOf(ctx, unitId, today, NAMED, labels) : { count: 0, first: [] };
  if (eq.overdue + eq.due + certs.count === 0) return null;
  return { today, daysAhead: p.daysAhead, overdue: eq.overdue, due: eq.due, devices: eq.first, certs: certs.count, firstCerts: certs.first };
}

/**
 * One unit's reminder of the day: its accounts' message centres, and an SMS to its contact when it wants one. The day is
 * taken in the same transaction as the messages are posted, so a unit is told once however often this runs, in
 * however many processes. The SMS goes after the commit: a provider that fails loses an SMS, never repeats a message.
 */
async function remindUnit(ctx: AppContext, unitId: string, today: string, labels: Map<string, string>): Promise<boolean> {
  if ((await repo.findSentDay(ctx.db, unitId)) === today) return false;
  const p = prefsOf(await repo.findPrefs(ctx.db, unitId));
  if (!p.inspectionDue && !p.inspectionOverdue && !p.certExpiring) return false;
  const report = await reportOf(ctx, unitId, p, today, labels);
  if (!report) return false;
  const unit = await getUnitProfile(ctx, unitId);
  if (unit.status !== 'active') return false;
  const text = reminderText(report, unit.orgname);
  const users = await findActiveUserIds(ctx, unitId);
  const taken = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.claimDay(trx, unitId, today, nowIso()))) return false;
    const tx = { ...ctx, db: trx };
    for (const userId of users) await postMessage(tx, userId, text.title, text.content, text.link);
    return true;
  });
  if (taken && p.sms && unit.contactMobile) await notify(ctx, unit.contactMobile, text.sms);
  return taken;
}

/**
 * The daily job's step (looked at hourly): from REMINDER_HOUR China time on, tells every unit with equipment due or
 * overdue, or certificates expiring, once that day. Units are walked in id order, a batch at a time, from the equipment
 * index and then the certificates index; a unit found by both is skipped the second time. A finished day is recorded,
 * so later looks that day do nothing; a run cut short resumes and skips the units already told.
 * Answers how many units were told, or null when it is not time.
 */
export async function sendDailyReminders(ctx: AppContext, now = Date.now()): Promise<number | null> {
  if (new Date(now + 8 * 3600_000).getUTCHours() < REMINDER_HOUR) return null;
  const today = chinaToday(now);
  if ((await repo.findRun(ctx.db, today))?.finished_at) return null;
  await repo.startRun(ctx.db, today, nowIso());
  const labels = await certItemLabels(ctx);
  let told = 0;
  const walks = [
    (after: string) => unitsWithDueEquipment(ctx, after, addDays(today, REMINDER_DAYS.max), BATCH),
    (after: string) => unitsWithExpiringCerts(ctx, after, today, BATCH),
  ];
  for (const next of walks) {
    let after = '';
    for (;;) {
      const units = await next(after);
      for (const unitId of units) if (await remindUnit(ctx, unitId, today, labels)) told++;
      if (units.length < BATCH) break;
      after = units.at(-1)!;
    }
  }
  await repo.finishRun(ctx.db, today, told, nowIso());
  return told;
}
