import type { MigrationDb } from './migration-db';

/**
 * Consent to the personal-information notice: given when a code is asked for, carried by the code
 * and its ticket, and kept with the application the ticket proves (version and time).
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['sms_codes', 'sms_tickets', 'account_applications', 'password_resets']) {
    await db.schema
      .alterTable(table)
      .addColumn('consent_version', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable(table).addColumn('consent_at', 'varchar(30)').execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['sms_codes', 'sms_tickets', 'account_applications', 'password_resets']) {
    await db.schema.alterTable(table).dropColumn('consent_at').execute();
    await db.schema.alterTable(table).dropColumn('consent_version').execute();
  }
}
