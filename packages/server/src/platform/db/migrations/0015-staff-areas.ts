import type { MigrationDb } from './migration-db';

/**
 * The areas each inspection or registry staff member works in (area codes; a city code covers its
 * districts). Until now staff saw the city of their own unit: existing staff keep exactly that.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('staff_areas')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_areas_pk', ['user_id', 'area_code'])
    .execute();
  const staff = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('units as n', 'n.id', 'u.unit_id')
    .select(['u.id as user_id', 'n.area_code as area_code'])
    .where('r.role_type', '=', 'inspect')
    .distinct()
    .execute();
  for (const s of staff)
    await db
      .insertInto('staff_areas')
      .values({ user_id: s.user_id, area_code: `${String(s.area_code).slice(0, 4)}00` })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('staff_areas').execute();
}
