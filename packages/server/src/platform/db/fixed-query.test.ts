import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest } from '.';
import { fixedQuery } from './fixed-query';

describe('fixedQuery', async () => {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const now = new Date().toISOString();
  await db
    .insertInto('dict_items')
    .values([
      { id: 'a', type: 'test', value: '1', label: '甲', sort: 2, parent_value: '', status: 'enabled', remark: '', created_at: now, updated_at: now, version: 1 },
      { id: 'b', type: 'test', value: '2', label: '乙', sort: 1, parent_value: '', status: 'enabled', remark: '', created_at: now, updated_at: now, version: 1 },
      { id: 'c', type: 'other', value: '1', label: '丙', sort: 1, parent_value: '', status: 'enabled', remark: '', created_at: now, updated_at: now, version: 1 },
    ])
    .execute();
  afterAll(() => db.destroy());

  // The builder's own value (status = 'enabled') sits between the two arguments among the parameters.
  const labels = fixedQuery((d: typeof db, type: string, value: string) =>
    d.selectFrom('dict_items').select(['label', 'sort']).where('type', '=', type).where('status', '=', 'enabled').where('value', '>=', value).orderBy('sort'),
  );

  it('binds each call its own values, in their places, and answers rows as objects', async () => {
    expect(await labels(db, 'test', '1')).toEqual([
      { label: '乙', sort: 1 },
      { label: '甲', sort: 2 },
    ]);
    expect(await labels(db, 'test', '2')).toEqual([{ label: '乙', sort: 1 }]);
    expect(await labels(db, 'other', '1')).toEqual([{ label: '丙', sort: 1 }]);
    expect(await labels(db, 'none', '1')).toEqual([]);
  });

  it('refuses a builder that does not use an argument as a value', async () => {
    const unused = fixedQuery((d: typeof db, _type: string) => d.selectFrom('dict_items').select('label'));
    await expect(unused(db, 'test')).rejects.toThrow(/every argument/);
  });
});
