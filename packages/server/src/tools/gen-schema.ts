// `npm run gen:schema`: writes src/platform/db/schema.ts, the table types, from the migrations. Migrates a scratch
// database on the PostgreSQL server of TEST_DATABASE_URL, reads its tables with kysely-codegen, and drops it. The
// drift test (test/schema.test.ts) fails when a migration changed the tables and this was not run again.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../platform/db';
import { newId } from '../platform/ids';
import { generateSchema } from './schema-codegen';

const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.error('TEST_DATABASE_URL must name a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(1);
}
const name = `portal_schema_${newId().replace(/\W/g, '').toLowerCase().slice(0, 12)}`;
const url = new URL(server);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  await db.destroy();
  // Run from dist/, beside src/.
  const file = fileURLToPath(new URL('../src/platform/db/schema.ts', import.meta.url));
  await generateSchema(url.toString(), 'public', file);
  console.log(`wrote ${file}`);
} finally {
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
