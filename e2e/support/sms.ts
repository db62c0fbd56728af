import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens the running server's database beside it (WAL lets both work at once). */
export function withDb<T>(file: string, work: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** The code in the latest SMS sent to a phone, as an administrator reads it in the outbox; null when none was sent. */
export function latestSmsCode(file: string, mobile: string): string | null {
  const row = withDb(file, (db) => db.prepare("SELECT content FROM sms_outbox WHERE mobile = ? AND content LIKE '%验证码：%' ORDER BY created_at DESC LIMIT 1").get(mobile)) as
    { content: string } | undefined;
  return row ? (/验证码：(\d{6})/.exec(row.content)?.[1] ?? null) : null;
}

/** Every text sent to a phone, oldest first (approval and return notices). */
export function smsTexts(file: string, mobile: string): string[] {
  return withDb(file, (db) => db.prepare('SELECT content FROM sms_outbox WHERE mobile = ? ORDER BY created_at').all(mobile) as Array<{ content: string }>).map((r) => r.content);
}

/**
 * Lifts the resend limit of a phone, so a journey may ask for another code at once instead of
 * waiting out the 60-second resend limit (the server's own suites do the same).
 */
export function allowResend(file: string, mobile: string): void {
  withDb(file, (db) => db.prepare('DELETE FROM rate_limits WHERE key = ?').run(`smsResend:${mobile}`));
}

/** Asks for the code in `scope` (agreeing to the personal-information notice on first use) and types it in. */
export async function enterSmsCode(page: Page, scope: Locator, databaseFile: string, mobile: string): Promise<void> {
  allowResend(databaseFile, mobile);
  const before = latestSmsCode(databaseFile, mobile);
  const consent = scope.locator('.sms-consent');
  await scope.getByRole('button', { name: '获取验证码' }).click();
  if (!(await consent.locator('input').isChecked())) {
    await consent.getByRole('button', { name: '《个人信息保护告知》' }).click();
    await page.locator('.ant-modal', { hasText: '个人信息保护告知' }).getByRole('button', { name: '同意' }).click();
    await scope.getByRole('button', { name: '获取验证码' }).click();
  }
  await expect.poll(() => latestSmsCode(databaseFile, mobile)).not.toBe(before);
  await scope.locator('.sms-code input').first().fill(latestSmsCode(databaseFile, mobile)!);
}
