import { authorColumns, editColumns, idColumn } from './columns';
import type { MigrationDb } from './migration-db';

/** Notices, policies and guides administrators publish to every user. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('articles')
    .$call(idColumn)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(30)')
    .$call(authorColumns)
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(editColumns)
    .execute();
  await db.schema.createIndex('articles_list_idx').on('articles').columns(['status', 'pinned', 'published_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('articles').execute();
}
