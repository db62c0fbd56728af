import { REMINDER_CERT_DAYS, REMINDER_DAYS, REMINDER_HOUR, type ReminderPrefsInput } from '@portal/contract';

/** The form's values as antd holds them: the days may be cleared while typing. */
export type ReminderValues = Omit<ReminderPrefsInput, 'daysAhead'> & { daysAhead: number | null };

const validDays = (n: number | null): n is number => typeof n === 'number' && Number.isInteger(n) && n >= REMINDER_DAYS.min && n <= REMINDER_DAYS.max;

/** What the unit will get with these choices, in one sentence under the form. */
export function reminderSummary(v: ReminderValues, smsMobile: string): string {
  const kinds = [
    v.inspectionOverdue ? '超期未检的设备' : '',
    v.inspectionDue ? `${validDays(v.daysAhead) ? `${v.daysAhead}天内` : '即将'}到期检验的设备` : '',
    v.certExpiring ? `${REMINDER_CERT_DAYS}天内到期的作业人员证书` : '',
  ].filter(Boolean);
  if (!kinds.length) return '已关闭全部到期提醒，本单位不会收到这类消息和短信。';
  const sms = !v.sms ? '' : smsMobile ? `，并发送短信至单位联系人手机${smsMobile}` : '；单位信息中没有联系人手机，暂不能发送短信';
  return `每天${REMINDER_HOUR}点后，本单位各账号的消息中心会收到${kinds.join('、')}的提醒${sms}。`;
}
