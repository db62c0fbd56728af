import { contactPersonColumns, equipmentColumn, filingColumns, idColumn, numberedApplyColumns, placeColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createListIndex, createStateListIndex, createUseRegistOpenIndex, dropTables } from './schema-steps';

/**
 * Use registration: the registries that issue certificates (with the letters and serial width of
 * their numbers), the serial counters, the applications, and on equipment the registration state
 * with the decision that set it (none: what the unit declared itself).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('registries')
    .$call(idColumn)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(6)', (c) => c.notNull().unique())
    .addColumn('province', 'varchar(2)', (c) => c.notNull())
    .addColumn('letters', 'varchar(4)', (c) => c.notNull())
    .addColumn('serial_width', 'integer', (c) => c.notNull())
    .execute();
  // Ningbo's city bureau registers for the whole city (letter B, as on vehicle plates).
  await db.insertInto('registries').values({ id: 'registry-330200', name: '宁波市市场监督管理局', area_code: '330200', province: '浙', letters: 'B', serial_width: 5 }).execute();

  await db.schema
    .createTable('cert_serials')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('use_regist_applies')
    .$call(numberedApplyColumns)
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .$call(equipmentColumn)
    .addColumn('registry_id', 'varchar(32)', (c) => c.notNull().references('registries.id'))
    .addColumn('reg_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('put_into_use_date', 'varchar(10)', (c) => c.notNull())
    .$call(placeColumns)
    .addColumn('internal_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('safety_manager', 'varchar(32)', (c) => c.notNull())
    .addColumn('safety_manager_mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('maintenance_unit', 'varchar(100)', (c) => c.notNull())
    .addColumn('maintenance_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('property_unit', 'varchar(100)', (c) => c.notNull())
    .$call(contactPersonColumns)
    .addColumn('filler_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('fill_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('accepted_at', 'varchar(30)')
    .$call(filingColumns)
    .execute();
  await createListIndex(db, 'use_regist_unit_idx', 'use_regist_applies', 'unit_id');
  await createStateListIndex(db, 'use_regist_area_idx', 'use_regist_applies', 'area_code');
  await createUseRegistOpenIndex(db);

  await db.schema
    .alterTable('equipment')
    .addColumn('reg_state', 'varchar(16)', (c) => c.notNull().defaultTo('unregistered'))
    .execute();
  await db.schema.alterTable('equipment').addColumn('reg_decision_id', 'varchar(32)').execute();
  // Until now a certificate number was whatever the unit typed: registered, as declared.
  await db.updateTable('equipment').set({ reg_state: 'registered' }).where('cert_no', '<>', '').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('equipment').dropColumn('reg_decision_id').execute();
  await db.schema.alterTable('equipment').dropColumn('reg_state').execute();
  await dropTables(db, ['use_regist_applies', 'cert_serials', 'registries']);
}
