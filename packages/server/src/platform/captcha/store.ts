import type { Database } from '../db';
import { nowIso, sha256 } from '../ids';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

const answerHash = (captchaId: string, answer: string) => sha256(`${captchaId}:${answer.trim().toLowerCase()}`);

/** Keeps the answer for one browser (its captcha cookie), replacing the one it had. */
export async function saveCaptcha(db: Database, captchaId: string, answer: string, previousId?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (previousId) await trx.deleteFrom('captchas').where('id', '=', sha256(previousId)).execute();
    await trx
      .insertInto('captchas')
      .values({ id: sha256(captchaId), answer_hash: answerHash(captchaId, answer), expires_at: nowIso(Date.now() + CAPTCHA_TTL_MS) })
      .execute();
    // Expired answers of browsers that never came back.
    await trx.deleteFrom('captchas').where('expires_at', '<', nowIso()).execute();
  });
}

/** Checks an answer; the captcha is used up whatever the outcome. Case does not matter. */
export async function consumeCaptcha(db: Database, captchaId: string | undefined, answer: string): Promise<boolean> {
  if (!captchaId) return false;
  const row = await db.deleteFrom('captchas').where('id', '=', sha256(captchaId)).returning(['answer_hash', 'expires_at']).executeTakeFirst();
  return !!row && row.expires_at > nowIso() && !!answer && row.answer_hash === answerHash(captchaId, answer);
}
