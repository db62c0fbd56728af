import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { equipmentColumn, idColumn } from './columns';
import type { MigrationDb } from './migration-db';

/** An approved application as this migration reads it (migrations are untyped: see migration-db.ts). */
interface Approved {
  id: string;
  equipment_id: string;
  unit_id: string;
  cert_no: string;
  reviewed_at: string | null;
  updated_at: string;
  reviewer_name: string;
}

/**
 * The register of issued documents: each use registration issues a certificate (regCert) and a use
 * mark (useMark) for a device; a later registration marks them changed and issues new ones, the end of
 * the registration marks them cancelled. The PDF is produced on its first download and kept, with its
 * SM3, so every later download and the public verification page agree on the same bytes.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('issued_documents')
    .$call(idColumn)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .$call(equipmentColumn)
    .addColumn('unit_id', 'varchar(32)', (c) => c.notNull().references('units.id'))
    .addColumn('cert_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('source_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('sm3', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_key', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('state_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('issued_by_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('issued_documents_equipment_idx').on('issued_documents').columns(['equipment_id', 'kind', 'state']).execute();
  // One valid document of each kind per device, whatever two approvals race to issue.
  await db.schema.createIndex('issued_documents_valid_idx').on('issued_documents').columns(['equipment_id', 'kind']).unique().where(sql.ref('state'), '=', 'valid').execute();
  // Protects a produced file from being discarded as unused when an attachment with the same content goes.
  await db.schema.createIndex('issued_documents_file_idx').on('issued_documents').column('file_key').execute();

  // Devices already registered through an approved application get their documents, not yet produced.
  const approved: Approved[] = await db
    .selectFrom('use_regist_applies as a')
    .innerJoin('equipment as e', 'e.id', 'a.equipment_id')
    .select(['a.id', 'a.equipment_id', 'e.unit_id', 'a.cert_no', 'a.reviewed_at', 'a.updated_at', 'a.reviewer_name'])
    .where('a.state', '=', 'approved')
    .orderBy('a.reviewed_at')
    .orderBy('a.id')
    .execute();
  // The latest approval of a device wins (there is one unless the device was registered twice).
  const latest = new Map<string, Approved>();
  for (const a of approved) latest.set(a.equipment_id, a);
  for (const a of latest.values()) {
    const at = a.reviewed_at ?? a.updated_at;
    for (const kind of ['regCert', 'useMark'])
      await db
        .insertInto('issued_documents')
        .values({
          id: randomBytes(16).toString('base64url'),
          kind,
          equipment_id: a.equipment_id,
          unit_id: a.unit_id,
          cert_no: a.cert_no,
          source_kind: 'useRegist',
          source_id: a.id,
          state: 'valid',
          sm3: '',
          file_key: '',
          issued_at: at,
          state_at: at,
          issued_by_name: a.reviewer_name,
        })
        .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('issued_documents').execute();
}
