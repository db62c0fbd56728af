import { REMINDER_APPLY_PATH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../routes/paths';
import { reminderSummary, type ReminderValues } from './reminder-summary';

const ALL: ReminderValues = { inspectionDue: true, inspectionOverdue: true, certExpiring: true, sms: true, daysAhead: 30 };

describe('reminderSummary', () => {
  it('names what the unit gets and where the SMS goes', () => {
    expect(reminderSummary(ALL, '138****0001')).toBe(
      '每天8点后，本单位各账号的消息中心会收到超期未检的设备、30天内到期检验的设备、90天内到期的作业人员证书的提醒，并发送短信至单位联系人手机138****0001。',
    );
    expect(reminderSummary({ ...ALL, inspectionOverdue: false, certExpiring: false, sms: false, daysAhead: 7 }, '138****0001')).toBe(
      '每天8点后，本单位各账号的消息中心会收到7天内到期检验的设备的提醒。',
    );
  });

  it('does not repeat days the form refuses, and says when no SMS can go', () => {
    expect(reminderSummary({ ...ALL, daysAhead: null }, '')).toContain('即将到期检验的设备');
    expect(reminderSummary({ ...ALL, daysAhead: 120 }, '')).toContain('即将到期检验的设备');
    expect(reminderSummary(ALL, '')).toContain('单位信息中没有联系人手机，暂不能发送短信');
  });

  it('says so when every reminder is off', () => {
    expect(reminderSummary({ ...ALL, inspectionDue: false, inspectionOverdue: false, certExpiring: false }, '138****0001')).toBe(
      '已关闭全部到期提醒，本单位不会收到这类消息和短信。',
    );
  });

  it('links reminders to the online application form', () => {
    expect(REMINDER_APPLY_PATH).toBe(PATHS.onlineApplyForm);
  });
});
