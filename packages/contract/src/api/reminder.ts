import { z } from 'zod';
import { ABOUT_EXPIRE_DAYS_DEFAULT } from './equipment';
import { endpointsWith, queryGet } from './endpoint';
import { QUALIFICATION_EXPIRING_DAYS } from './operator';

/** How many days before the next inspection date a unit may ask to be told: at least a week, at most a quarter. */
export const REMINDER_DAYS = { min: 7, max: 90 } as const;
/** The same window as the equipment lists' 即将到期 (设备查询). */
export const REMINDER_DAYS_DEFAULT = ABOUT_EXPIRE_DAYS_DEFAULT;
/** Certificates are reminded of in the window the operator pages call 即将到期 (复审 is applied for 3 months ahead). */
export const REMINDER_CERT_DAYS = QUALIFICATION_EXPIRING_DAYS;
/** A reminder's link picks at most this many devices: what the online application form takes from its address. */
export const REMINDER_LINK_MAX = 50;
/** The online application form (web PATHS.onlineApplyForm); `?ids=` picks the devices. */
export const REMINDER_APPLY_PATH = '/company-service/online-apply-form';
/** Reminders go out once a day, from this hour (China time) on. */
export const REMINDER_HOUR = 8;

const flag = (label: string) => z.boolean({ error: `请选择是否${label}` });

/** What a unit wants to be reminded of; the form and the server check it with these rules. */
export const reminderPrefsInput = z.object({
  inspectionDue: flag('提醒即将到期的检验'),
  inspectionOverdue: flag('提醒超期未检的设备'),
  certExpiring: flag('提醒即将到期的作业人员证书'),
  sms: flag('同时发送短信'),
  daysAhead: z
    .number({ error: '请填写提前提醒天数' })
    .int('提前提醒天数应为整数')
    .min(REMINDER_DAYS.min, `提前提醒天数不能少于${REMINDER_DAYS.min}天`)
    .max(REMINDER_DAYS.max, `提前提醒天数不能超过${REMINDER_DAYS.max}天`),
});
export type ReminderPrefsInput = z.input<typeof reminderPrefsInput>;

/** What a unit that never saved its choice gets: every reminder, by SMS too. */
export const REMINDER_DEFAULTS: z.output<typeof reminderPrefsInput> = {
  inspectionDue: true,
  inspectionOverdue: true,
  certExpiring: true,
  sms: true,
  daysAhead: REMINDER_DAYS_DEFAULT,
};

export const reminderPrefs = reminderPrefsInput.extend({
  /** The unit's contact mobile the SMS goes to, masked; '' when the unit has none (then no SMS is sent). */
  smsMobile: z.string(),
  /** When and by whom the choice was last saved; null while the unit has the defaults. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string(),
});
export type ReminderPrefs = z.output<typeof reminderPrefs>;

const SPEC = 'beyond spec §7: the daily reminders of inspections falling due or overdue and of operator certificates expiring, and what each unit chooses to get';
// A unit's own settings, kept where its own record is kept (单位信息维护); staff roles have no unit to set.
const reminders = endpointsWith({ spec: SPEC, access: 'companyInfo.maintain' });

/** A unit's choice of the daily reminders. */
export const reminderApi = {
  getPrefs: reminders({ path: '/a/stone/remind/getPrefs', title: '到期提醒设置', ...queryGet, output: reminderPrefs }),
  savePrefs: reminders({ path: '/a/stone/remind/savePrefs', title: '保存到期提醒设置', input: reminderPrefsInput, output: reminderPrefs }),
} as const;
