import { describe, expect, it } from 'vitest';
import { unitOf, type Caller, request } from './helpers';
import { signedIn, suiteApp } from './suite';

describe("a filing's materials", () => {
  const t = suiteApp();
  const [demo, demo2, registry, inspector, weibao] = signedIn(t, 'demo', 'demo2', 'registry', 'inspector', 'weibao');
  const materials = (who: Caller | null, bizType: string, bizId: string) => request(t, who, 'attachment.materials', { bizType, bizId });
  const files = async (who: Caller, bizType: string, bizId: string) =>
    ((await request(t, who, 'attachment.findAttList', { bizType, bizId })).json().data ?? []).map((f: { attsysid: string }) => f.attsysid).sort();
  const change = async (kind: string, state: string) =>
    (
      await t.db
        .selectFrom('reg_changes')
        .select('id')
        .where('unit_id', '=', await unitOf(t, 'demo'))
        .where('kind', '=', kind)
        .where('state', '=', state)
        .executeTakeFirstOrThrow()
    ).id;

  it('are the same list for the unit and for the registry clerk reviewing it, who opens every file', async () => {
    const id = await change('designLife', 'submitted');
    const own = (await materials(demo, 'regChange', id)).json();
    expect(own.success).toBe(true);
    expect(own.data.required.length).toBeGreaterThan(0);
    expect((await materials(registry, 'regChange', id)).json().data).toEqual(own.data);
    const uploaded = await files(demo, 'regChange', id);
    expect(uploaded.length).toBeGreaterThan(0);
    expect(await files(registry, 'regChange', id)).toEqual(uploaded);

    // The registry receiving a construction notice reads its checklist too.
    const notice = await t.db.selectFrom('construction_notices').select('id').where('state', '=', 'submitted').orderBy('id').executeTakeFirstOrThrow();
    expect((await materials(registry, 'construction', notice.id)).json()).toMatchObject({ success: true, data: { required: expect.any(Array) } });
  });

  it('are read by the receiving unit of a transfer once it is offered, and by the inspection body an application is addressed to', async () => {
    const transfer = await change('transfer', 'confirming');
    const own = (await materials(demo, 'regChange', transfer)).json().data;
    expect((await materials(demo2, 'regChange', transfer)).json().data).toEqual(own);
    expect(await files(demo2, 'regChange', transfer)).toEqual(await files(demo, 'regChange', transfer));

    const body = await unitOf(t, 'inspector');
    const apply = await t.db
      .selectFrom('inspection_applies')
      .select('id')
      .where('org_unit_id', '=', body)
      .where('unit_id', '=', await unitOf(t, 'demo'))
      .where('submitted_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await materials(inspector, 'inspectionApply', apply.id)).json().data).toEqual((await materials(demo, 'inspectionApply', apply.id)).json().data);
  });

  it('do not exist for anyone else, and are asked only of a filing', async () => {
    const id = await change('designLife', 'submitted');
    for (const who of [demo2, weibao]) expect((await materials(who, 'regChange', id)).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await materials(null, 'regChange', id)).statusCode).toBe(401);
    expect((await materials(demo, 'nope', id)).json()).toMatchObject({ success: false, errorMsg: '附件所属业务不正确' });
    expect((await materials(demo, 'regChange', '../x')).json()).toMatchObject({ success: false, errorMsg: '附件所属业务编号不正确' });
    // An equipment record keeps papers but is not a filing: it has no checklist.
    const device = await t.db
      .selectFrom('equipment')
      .select('id')
      .where('unit_id', '=', await unitOf(t, 'demo'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await materials(demo, 'equipment', device.id)).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
