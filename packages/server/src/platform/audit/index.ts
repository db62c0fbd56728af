import type { Database } from '../db';
import type { SessionContext } from '../session/store';
import { newId, nowIso } from '../ids';

export interface AuditEntry {
  actorId: string;
  actorName: string;
  action: string;
  target: string;
  detail?: Record<string, unknown> | string;
  ip: string;
}

/** Appends to the audit log: who did what to which record, when and from where. */
export async function writeAudit(db: Database, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: nowIso(),
      actor_id: e.actorId,
      actor_name: e.actorName.slice(0, 64),
      action: e.action,
      target: e.target,
      detail: typeof e.detail === 'string' ? e.detail : JSON.stringify(e.detail ?? {}),
      ip: e.ip.slice(0, 64),
    })
    .execute();
}

/**
 * Records that a caller read someone's personal data in full (an edit form's read): the one place
 * these reads are written, as `<record kind>.readPersonal` on the record.
 */
export async function auditPersonalRead(db: Database, s: Pick<SessionContext, 'userId' | 'userName'>, kind: string, target: string, ip: string): Promise<void> {
  await writeAudit(db, { actorId: s.userId, actorName: s.userName, action: `${kind}.readPersonal`, target, ip });
}
