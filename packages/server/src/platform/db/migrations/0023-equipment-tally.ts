import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from './migration-db';

/**
 * The staff overview counts a whole city. Instead of a pass over every equipment row, it reads this
 * tally: how many records share each combination of the columns the overview looks at (tens of
 * thousands of rows for a million records). Triggers keep it in step with every insert, update and
 * delete, in the writing transaction, so it is never stale and no code path can forget it. The
 * reminders are still decided at query time from the dates, so the tally does not age overnight.
 * A missing next date is kept as '' because a unique key does not match NULLs.
 */
const KEY = ['area_code', 'type_code', 'use_status', 'next_inspection_date', 'last_conclusion', 'load_test_year'] as const;

const rowOf = (v: 'NEW' | 'OLD') => KEY.map((c) => (c === 'next_inspection_date' ? `coalesce(${v}.${c}, '')` : `${v}.${c}`)).join(', ');
const matches = (v: 'NEW' | 'OLD') => KEY.map((c) => `${c} = ${c === 'next_inspection_date' ? `coalesce(${v}.${c}, '')` : `${v}.${c}`}`).join(' and ');
const add = (v: 'NEW' | 'OLD') =>
  `insert into equipment_tally (${KEY.join(', ')}, n) values (${rowOf(v)}, 1) on conflict (${KEY.join(', ')}) do update set n = equipment_tally.n + 1`;
const remove = (v: 'NEW' | 'OLD') => `update equipment_tally set n = n - 1 where ${matches(v)}`;

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('equipment_tally')
    .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('type_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('use_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('next_inspection_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_conclusion', 'varchar(16)', (c) => c.notNull())
    .addColumn('load_test_year', 'varchar(4)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('equipment_tally_pk', [...KEY])
    .execute();
  await sql
    .raw(
      `insert into equipment_tally (${KEY.join(', ')}, n) select ${KEY.map((c) => (c === 'next_inspection_date' ? `coalesce(${c}, '')` : c)).join(', ')}, count(*) from equipment group by ${KEY.map((_, i) => i + 1).join(', ')}`,
    )
    .execute(db);

  const changed = KEY.map((c) => `OLD.${c} is distinct from NEW.${c}`).join(' or ');
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create function equipment_tally_keep() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${remove('OLD')}; end if;
          if tg_op in ('INSERT', 'UPDATE') then ${add('NEW')}; end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger equipment_tally_insert_delete after insert or delete on equipment for each row execute function equipment_tally_keep()`).execute(db);
    await sql.raw(`create trigger equipment_tally_update after update on equipment for each row when (${changed}) execute function equipment_tally_keep()`).execute(db);
    return;
  }
  await sql.raw(`create trigger equipment_tally_insert after insert on equipment begin ${add('NEW')}; end`).execute(db);
  await sql.raw(`create trigger equipment_tally_delete after delete on equipment begin ${remove('OLD')}; end`).execute(db);
  await sql.raw(`create trigger equipment_tally_update after update on equipment when ${changed} begin ${remove('OLD')}; ${add('NEW')}; end`).execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop trigger equipment_tally_insert_delete on equipment').execute(db);
    await sql.raw('drop trigger equipment_tally_update on equipment').execute(db);
    await sql.raw('drop function equipment_tally_keep').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`drop trigger equipment_tally_${t}`).execute(db);
  }
  await db.schema.dropTable('equipment_tally').execute();
}
