import { authorColumns, createdAtColumn, editColumns, idColumn, inspectionBodyColumn } from './columns';
import type { MigrationDb } from './migration-db';

/**
 * 检验互动: threads between a unit and the inspection body on one application (or one report of it), and their posts.
 * Unread posts are counted per side on the thread: a post adds one for the other side, opening the thread clears
 * the opener's side.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('interaction_threads')
    .$call(idColumn)
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('apply_id', 'varchar(32)', (c) => c.notNull().references('inspection_applies.id'))
    // '' for the application itself; else the device line whose report the thread is about.
    .addColumn('item_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('report_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('device_label', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .$call(inspectionBodyColumn)
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('started_by', 'varchar(10)', (c) => c.notNull())
    .addColumn('started_by_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_post_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_post_side', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_author_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_excerpt', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('body_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'varchar(30)')
    .addColumn('closed_by_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .$call(editColumns)
    .execute();
  // Each side's list, newest activity first; and an application's threads.
  await db.schema.createIndex('interaction_threads_unit_idx').on('interaction_threads').columns(['unit_id', 'last_post_at', 'id']).execute();
  await db.schema.createIndex('interaction_threads_org_idx').on('interaction_threads').columns(['org_unit_id', 'last_post_at', 'id']).execute();
  await db.schema.createIndex('interaction_threads_apply_idx').on('interaction_threads').columns(['apply_id']).execute();

  await db.schema
    .createTable('interaction_posts')
    .$call(idColumn)
    .addColumn('thread_id', 'varchar(32)', (c) => c.notNull().references('interaction_threads.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('side', 'varchar(10)', (c) => c.notNull())
    .$call(authorColumns)
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    // JSON array of attachment ids (type `interaction` of the thread).
    .addColumn('attachments', 'varchar(1000)', (c) => c.notNull())
    .$call(createdAtColumn)
    .execute();
  await db.schema.createIndex('interaction_posts_thread_idx').on('interaction_posts').columns(['thread_id', 'seq']).unique().execute();
}
