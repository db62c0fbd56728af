import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from './migration-db';

/**
 * A number per unit that moves on with every change to the unit's equipment records and to its name: what a unit's
 * list shows. A list answer kept in memory under that number holds exactly as long as the number does, in every
 * process. Triggers keep it in the writing transaction, like the tally (0023), so no code path can forget it. A unit
 * without a row is at version 0.
 */
const bump = (unit: string) => `insert into unit_versions (unit_id, version) values (${unit}, 1) on conflict (unit_id) do update set version = unit_versions.version + 1`;

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('unit_versions')
    .addColumn('unit_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // A transfer moves a record between two units: the lower id is taken first, so two opposite transfers cannot deadlock.
    await sql
      .raw(
        `create function unit_version_equipment() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${bump('NEW.unit_id')};
          elsif tg_op = 'DELETE' or OLD.unit_id = NEW.unit_id then ${bump('OLD.unit_id')};
          else ${bump('least(OLD.unit_id, NEW.unit_id)')}; ${bump('greatest(OLD.unit_id, NEW.unit_id)')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw(`create function unit_version_name() returns trigger language plpgsql as $$ begin ${bump('NEW.id')}; return null; end $$`).execute(db);
    await sql.raw('create trigger unit_version_equipment after insert or update or delete on equipment for each row execute function unit_version_equipment()').execute(db);
    await sql.raw('create trigger unit_version_name after update on units for each row when (OLD.name is distinct from NEW.name) execute function unit_version_name()').execute(db);
    return;
  }
  await sql.raw(`create trigger unit_version_insert after insert on equipment begin ${bump('NEW.unit_id')}; end`).execute(db);
  await sql.raw(`create trigger unit_version_delete after delete on equipment begin ${bump('OLD.unit_id')}; end`).execute(db);
  await sql.raw(`create trigger unit_version_update after update on equipment begin ${bump('OLD.unit_id')}; end`).execute(db);
  await sql.raw(`create trigger unit_version_transfer after update of unit_id on equipment when OLD.unit_id <> NEW.unit_id begin ${bump('NEW.unit_id')}; end`).execute(db);
  await sql.raw(`create trigger unit_version_name after update of name on units when OLD.name is not NEW.name begin ${bump('NEW.id')}; end`).execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop trigger unit_version_equipment on equipment').execute(db);
    await sql.raw('drop trigger unit_version_name on units').execute(db);
    await sql.raw('drop function unit_version_equipment').execute(db);
    await sql.raw('drop function unit_version_name').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update', 'transfer', 'name']) await sql.raw(`drop trigger unit_version_${t}`).execute(db);
  }
  await db.schema.dropTable('unit_versions').execute();
}
