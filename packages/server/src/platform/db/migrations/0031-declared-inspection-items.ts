import { PostgresAdapter, sql } from 'kysely';
import { inspectionItemColumns, inspectionLineColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { createInspectionItemIndexes } from './schema-steps';

/** What an application says of each device, as filed: copied from the record, or declared by a unit without an account. */
const DEVICE_COLUMNS = ['type_code', 'catalogue_code', 'device_code', 'cert_no', 'product_name', 'address'] as const;

/**
 * A unit without an account applies for devices the portal has no record of: an application's device line keeps the
 * device as filed and names the equipment record only when there is one. SQLite cannot drop a NOT NULL, so there the
 * table is rebuilt. A payment order now names the unit paid (the inspection body), which finance's lists follow, and
 * finance records how it settled each payment anomaly.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await sql`alter table inspection_items alter column equipment_id drop not null`.execute(db);
    for (const c of DEVICE_COLUMNS)
      await db.schema
        .alterTable('inspection_items')
        .addColumn(c, 'varchar(200)', (col) => col.notNull().defaultTo(''))
        .execute();
  } else {
    await db.schema
      .createTable('inspection_items_v2')
      .$call(inspectionLineColumns)
      .addColumn('equipment_id', 'varchar(32)', (c) => c.references('equipment.id'))
      .$call(inspectionItemColumns)
      .$call((t) => DEVICE_COLUMNS.reduce((b, c) => b.addColumn(c, 'varchar(200)', (col) => col.notNull().defaultTo('')), t))
      .execute();
    await sql`insert into inspection_items_v2 select *, '', '', '', '', '', '' from inspection_items`.execute(db);
    await db.schema.dropTable('inspection_items').execute();
    await db.schema.alterTable('inspection_items_v2').renameTo('inspection_items').execute();
    await createInspectionItemIndexes(db);
  }
  for (const c of DEVICE_COLUMNS)
    await sql`update inspection_items set ${sql.ref(c)} = coalesce((select ${sql.ref(`e.${c}`)} from equipment e where e.id = inspection_items.equipment_id), '')`.execute(db);

  await db.schema
    .alterTable('pay_anomalies')
    .addColumn('resolution', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('pay_anomalies')
    .addColumn('resolved_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('pay_anomalies').addColumn('resolved_at', 'varchar(30)').execute();
  await sql`update pay_orders set unit_id = (select a.org_unit_id from inspection_applies a where a.id = pay_orders.biz_id) where purpose = 'inspection'`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const c of ['resolution', 'resolved_by', 'resolved_at']) await db.schema.alterTable('pay_anomalies').dropColumn(c).execute();
  await sql`update pay_orders set unit_id = (select a.unit_id from inspection_applies a where a.id = pay_orders.biz_id)
    where purpose = 'inspection' and exists (select 1 from inspection_applies a where a.id = pay_orders.biz_id and a.unit_id is not null)`.execute(db);
  await db.deleteFrom('inspection_items').where('equipment_id', 'is', null).execute();
  for (const c of DEVICE_COLUMNS) await db.schema.alterTable('inspection_items').dropColumn(c).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table inspection_items alter column equipment_id set not null`.execute(db);
}
