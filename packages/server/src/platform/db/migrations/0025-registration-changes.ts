import { sql } from 'kysely';
import { acceptedSubmissionColumns, contactPersonColumns, equipmentColumn, filingColumns, idColumn, registryFilerColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex, createUseRegistOpenIndex, dropTables } from './schema-steps';

/**
 * Registration changes and terminations (one application may list several devices), and the one
 * lock that keeps a device to a single request under way, whichever kind of request it is.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('reg_changes')
    .$call(idColumn)
    .addColumn('change_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .$call(registryFilerColumns)
    // The district of the devices: the registry clerks whose areas hold it see the application.
    .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('effective_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('measures', 'varchar(500)', (c) => c.notNull())
    .addColumn('new_area_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('new_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('target_uscc', 'varchar(18)', (c) => c.notNull())
    .addColumn('target_unit_id', 'varchar(32)', (c) => c.references('units.id'))
    .addColumn('former_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('work_unit', 'varchar(100)', (c) => c.notNull())
    .addColumn('supervision_body', 'varchar(100)', (c) => c.notNull())
    .addColumn('allowed_until', 'varchar(10)', (c) => c.notNull())
    .$call(contactPersonColumns)
    .$call(acceptedSubmissionColumns)
    .$call(filingColumns)
    .execute();
  await createListIndex(db, 'reg_changes_unit_idx', 'reg_changes', 'unit_id');
  await db.schema.createIndex('reg_changes_target_idx').on('reg_changes').columns(['target_unit_id', 'state']).execute();
  await createStateListIndex(db, 'reg_changes_area_idx', 'reg_changes', 'area_code');

  await db.schema
    .createTable('reg_change_items')
    .addColumn('change_id', 'varchar(32)', (c) => c.notNull().references('reg_changes.id').onDelete('cascade'))
    .$call(equipmentColumn)
    // The certificate number when filed: the history still reads right after a change.
    .addColumn('cert_no', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('reg_change_items_pk', ['change_id', 'equipment_id'])
    .execute();
  await db.schema.createIndex('reg_change_items_equipment_idx').on('reg_change_items').column('equipment_id').execute();

  // One request under way per device: taken when a request is created, given back when it is decided or deleted.
  await db.schema
    .createTable('equipment_requests')
    .addColumn('equipment_id', 'varchar(32)', (c) => c.primaryKey().references('equipment.id'))
    .addColumn('record_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_no', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('equipment_requests_record_idx').on('equipment_requests').columns(['record_kind', 'record_id']).execute();
  await db
    .insertInto('equipment_requests')
    .columns(['equipment_id', 'record_kind', 'record_id', 'record_no'])
    .expression(
      db
        .selectFrom('use_regist_applies')
        .select(['equipment_id', sql.lit('useRegist').as('record_kind'), 'id', 'apply_no'])
        .where('state', 'in', ['draft', 'submitted', 'accepted', 'returned']),
    )
    .execute();
  await db.schema.dropIndex('use_regist_open_idx').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await createUseRegistOpenIndex(db);
  await dropTables(db, ['equipment_requests', 'reg_change_items', 'reg_changes']);
}
