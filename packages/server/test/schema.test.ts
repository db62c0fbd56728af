import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSchema } from '../src/tools/schema-codegen';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { PG_SCHEMA } from './support/demo-template';

// The table types come from PostgreSQL's tables, so the check needs a PostgreSQL (CI runs it there).
describe.skipIf(DB_KIND !== 'postgres')('table types', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(() => t.close());

  it('are what kysely-codegen reads from the migrated tables: npm run gen:schema writes them again after a migration', async () => {
    const url = t.config.database.kind === 'postgres' ? t.config.database.url : '';
    expect((await generateSchema(url, PG_SCHEMA, null)).trim()).toBe(readFileSync(new URL('../src/platform/db/schema.ts', import.meta.url), 'utf8').trim());
  });
});
