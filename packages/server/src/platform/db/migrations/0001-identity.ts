import { auditEntryColumns, createdAtColumn, editColumns, idColumn, timestampColumns, tokenHashIdColumn, unitRecordColumns } from './columns';
import type { MigrationDb } from './migration-db';
import { dropTables } from './schema-steps';

/** Units, roles, users, sessions, captchas, error log, rate limits, audit log, messages. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('units')
    .$call(idColumn)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('uscc', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('unit_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .$call(timestampColumns)
    .execute();

  await db.schema
    .createTable('roles')
    .$call(idColumn)
    .addColumn('role_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('menu_ids', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('users')
    .$call(unitRecordColumns)
    .addColumn('login_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('id_card', 'varchar(18)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(30)')
    .$call(editColumns)
    .execute();
  // Login names are stored lower-case (see auth), so this also keeps "Demo" from shadowing "demo".
  await db.schema.createIndex('users_login_name_uq').on('users').column('login_name').unique().execute();
  await db.schema.createIndex('users_unit_idx').on('users').column('unit_id').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .$call(tokenHashIdColumn)
    .addColumn('ext_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'varchar(32)')
    .$call(createdAtColumn)
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('captchas')
    .$call(tokenHashIdColumn)
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('error_logs')
    .$call(idColumn)
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('time', 'varchar(30)', (c) => c.notNull())
    .addColumn('token', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('error_logs_time_idx').on('error_logs').column('time').execute();
  await db.schema.createIndex('error_logs_user_idx').on('error_logs').columns(['user_id', 'time']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('audit_log').$call(idColumn).$call(auditEntryColumns).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'at']).execute();

  await db.schema
    .createTable('messages')
    .$call(idColumn)
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('prev_status', 'varchar(8)', (c) => c.notNull().defaultTo('unread'))
    .$call(createdAtColumn)
    .addColumn('read_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('messages_user_idx').on('messages').columns(['user_id', 'status', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, ['messages', 'audit_log', 'rate_limits', 'error_logs', 'captchas', 'sessions', 'user_roles', 'users', 'roles', 'units']);
}
