import type { DeclarationRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { dataOf, loginAs, refusalOf, unitOf, type Caller, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('registration declarations', () => {
  const t = suiteApp();
  const [demo] = signedIn(t, 'demo');
  const list = (who: Caller | null, body: object = {}) =>
    request(t, who, 'declaration.list', { pageNo: 1, pageSize: 100, ...body }) as Promise<Reply<{ list: DeclarationRow[]; count: number }>>;

  it('lists the unit’s use-registration applications and the installation declarations naming it, and nothing of another unit', async () => {
    const unitId = await unitOf(t, 'demo');
    const regist = await t.db.selectFrom('use_regist_applies').select('id').where('unit_id', '=', unitId).execute();
    const installs = await t.db
      .selectFrom('construction_notices')
      .select('id')
      .where('use_unit_id', '=', unitId)
      .where('work_type', '=', 'install')
      .where('submitted_at', 'is not', null)
      .where('state', '<>', 'draft')
      .execute();
    const { list: rows, count } = await dataOf(list(demo));
    expect(count).toBe(regist.length + installs.length);
    expect(
      rows
        .filter((r) => r.kind === 'useRegist')
        .map((r) => r.id)
        .sort(),
    ).toEqual(regist.map((r) => r.id).sort());
    expect(
      rows
        .filter((r) => r.kind === 'install')
        .map((r) => r.id)
        .sort(),
    ).toEqual(installs.map((r) => r.id).sort());
    const install = rows.find((r) => r.kind === 'install' && r.device.includes('311033020320260815'))!;
    expect(install).toMatchObject({ filerName: '宁波甬安电梯安装工程有限公司', state: '已告知' });
    expect(install.no).toMatch(/^GZ/);

    const onlyInstalls = await dataOf(list(demo, { kind: 'install' }));
    expect(onlyInstalls.list.every((r) => r.kind === 'install')).toBe(true);
    expect((await dataOf(list(demo, { keyword: '311033020320260815' }))).list.map((r) => r.id)).toEqual([install.id]);
    const demo2 = await dataOf(list(await loginAs(t, 'demo2')));
    expect(demo2.count).toBeGreaterThan(0);
    expect(demo2.list.some((r) => rows.some((x) => x.id === r.id))).toBe(false);
  });

  it('refuses bad paging, no session and a role without use registration', async () => {
    expect(await refusalOf(list(demo, { pageSize: 0 }))).toBe('每页条数最小为1');
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(await loginAs(t, 'inspector'))).statusCode).toBe(403);
  });
});
