import { createdAtColumn, idColumn, tokenHashIdColumn } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/** Every text message sent (the outbox), the codes sent to phones, and the proofs a right code earns. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('sms_outbox')
    .$call(idColumn)
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('provider', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('error', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .$call(createdAtColumn)
    .execute();
  await db.schema.createIndex('sms_outbox_time_idx').on('sms_outbox').columns(['created_at']).execute();

  await db.schema
    .createTable('sms_codes')
    .$call(idColumn)
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .$call(createdAtColumn)
    .execute();
  await db.schema.createIndex('sms_codes_mobile_idx').on('sms_codes').columns(['mobile', 'created_at']).execute();

  await db.schema
    .createTable('sms_tickets')
    .$call(tokenHashIdColumn)
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['sms_tickets', 'sms_codes', 'sms_outbox']);
}
