import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createContext } from '../../src/context';
import { migrateToLatest, openDatabase, type Database } from '../../src/platform/db';
import { seedDemo, syncBuiltInRoles } from '../../src/seed/demo';
import { seedDemoFlows } from '../../src/seed/demo-flows';
import { syncSeedDictionaries } from '../../src/modules/dict/service';
import { newId } from '../../src/platform/ids';

/**
 * The demo database every API suite starts from, seeded once per run by the global set-up: each
 * suite gets its own copy (an in-memory image of the SQLite file, or a PostgreSQL database made from
 * the template database) and its own copy of the data directory the seed wrote files and keys to.
 */
export type DemoTemplate = { dataDir: string } & ({ kind: 'sqlite'; image: string } | { kind: 'postgres'; database: string });

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: DemoTemplate;
  }
}

/** The schema the API suites' tables live in on PostgreSQL: one database per suite, so one name serves all. */
export const PG_SCHEMA = 'portal';

/** Settings every suite shares; hashing is cheap so suites stay fast. */
export const testSettings = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({ CAPTCHA: 'off', PASSWORD_COST: '1000', DATA_DIR: dataDir, DATABASE_URL: 'sqlite::memory:', ...env });

/** Migrates and seeds the demo as a fresh server does, and builds the app over it. */
export async function seedAndBuild(config: Config, db: Database, pgSchema: string | undefined, opts: { web?: boolean } = {}) {
  await migrateToLatest(db, pgSchema);
  await syncBuiltInRoles(db);
  await syncSeedDictionaries(db);
  await seedDemo(db, config.passwordCost);
  const ctx = await createContext(config, db);
  const app = await buildApp(ctx, { web: opts.web });
  await seedDemoFlows(ctx);
  return { ctx, app };
}

/** The address of another database on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs statements on the server of TEST_DATABASE_URL, outside any suite's database. */
export async function onPgServer(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (const s of statements) await admin.query(s);
  } finally {
    await admin.end();
  }
}

/** A name no other suite or run uses. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${newId()
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()
    .slice(0, 16)}`;

/** A suite's own copy of the template's data directory. */
export function copyDataDir(template: DemoTemplate): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  return dataDir;
}

/** A suite's own copy of the template's SQLite database, in memory. */
export const sqliteImage = (template: DemoTemplate & { kind: 'sqlite' }): Buffer => readFileSync(template.image);

/** Global set-up of the server projects: seeds the template once, and drops it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB_KIND === 'postgres' ? 'postgres' : 'sqlite';
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const dataDir = join(dir, 'data');
  const image = join(dir, 'demo.sqlite');
  const config = testSettings(dataDir, { DATABASE_URL: `sqlite:${image}` });
  const database = uniqueName('portal_template');
  if (kind === 'postgres') {
    await onPgServer(`create database ${database}`);
    config.database = { kind: 'postgres', url: databaseUrl(process.env.TEST_DATABASE_URL!, database) };
  }
  const db = openDatabase(config.database, kind === 'postgres' ? { pgSchema: PG_SCHEMA } : {});
  if (kind === 'postgres') await sql`create schema ${sql.id(PG_SCHEMA)}`.execute(db);
  const { app } = await seedAndBuild(config, db, kind === 'postgres' ? PG_SCHEMA : undefined);
  await app.close();
  // An image in WAL mode cannot be opened in memory; the rollback journal's can.
  if (kind === 'sqlite') await sql`pragma journal_mode = delete`.execute(db);
  await db.destroy();
  project.provide('demoTemplate', kind === 'postgres' ? { kind, dataDir, database } : { kind, dataDir, image });
  return async () => {
    if (kind === 'postgres') await onPgServer(`drop database if exists ${database} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
}
