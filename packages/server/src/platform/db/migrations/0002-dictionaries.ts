import { editColumns, idColumn } from './columns';
import type { MigrationDb } from './migration-db';

/** Dictionary items: every code list and tree the forms choose from (areas, catalogue, statuses...). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('dict_items')
    .$call(idColumn)
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'varchar(32)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('parent_value', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('enabled'))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .$call(editColumns)
    .addUniqueConstraint('dict_items_type_value_uq', ['type', 'value'])
    .execute();
  await db.schema.createIndex('dict_items_parent_idx').on('dict_items').columns(['type', 'parent_value', 'sort']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('dict_items').execute();
}
