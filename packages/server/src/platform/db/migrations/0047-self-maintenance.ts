import { sql } from 'kysely';
import { equipmentColumn, filingColumns, idColumn, submissionColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex, dropTables } from './schema-steps';

/**
 * Self-maintenance (自行维保): a use unit's application to maintain some of its own devices itself, with its staff and
 * duty phone, reviewed by the registry of its area; its devices; and the assignments an approval starts, which name
 * the application instead of a maintenance-unit change.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('self_maint_applies')
    .$call(idColumn)
    .addColumn('apply_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    // The unit's area when it last saved: the registry that reviews it.
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('duty_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    // JSON array of the staff as last saved (operator id, name, certificate, item, expiry).
    .addColumn('staff', 'text', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .$call(submissionColumns)
    .addColumn('ended_at', 'varchar(30)')
    .addColumn('end_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .$call(filingColumns)
    .execute();
  await createListIndex(db, 'self_maint_applies_unit_idx', 'self_maint_applies', 'unit_id');
  await createStateListIndex(db, 'self_maint_applies_area_idx', 'self_maint_applies', 'area_code');

  await db.schema
    .createTable('self_maint_devices')
    .addColumn('apply_id', 'varchar(32)', (c) => c.notNull().references('self_maint_applies.id'))
    .$call(equipmentColumn)
    // Copied from the application, so that one device is in one open application at most, whoever races.
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('self_maint_devices_pk', ['apply_id', 'equipment_id'])
    .execute();
  await db.schema.createIndex('self_maint_devices_open_idx').on('self_maint_devices').column('equipment_id').unique().where(sql.ref('open'), '=', 1).execute();

  await db.schema.alterTable('maint_assignments').addColumn('self_apply_id', 'varchar(32)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('maint_assignments').dropColumn('self_apply_id').execute();
  await dropTables(db, ['self_maint_devices', 'self_maint_applies']);
}
