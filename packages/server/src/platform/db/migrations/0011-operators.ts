import { editColumns, idColumn, unitRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/** A unit's operators (作业人员) and their qualification certificates. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('operators')
    .$call(unitRecordColumns)
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('id_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('sex', 'varchar(1)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('post', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('hire_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .$call(editColumns)
    .addUniqueConstraint('operators_unit_id_number_uq', ['unit_id', 'id_number'])
    .execute();

  await db.schema
    .createTable('qualifications')
    .$call(idColumn)
    .addColumn('operator_id', 'varchar(32)', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('item_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('limitation', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('cert_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('file_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('authority', 'varchar(100)', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('review_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .$call(editColumns)
    .execute();
  await db.schema.createIndex('qualifications_operator_idx').on('qualifications').column('operator_id').execute();
  await db.schema.createIndex('qualifications_unit_expiry_idx').on('qualifications').columns(['unit_id', 'expiry_date']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['qualifications', 'operators']);
}
