import { describe, expect, it } from 'vitest';
import { syncSeedDictionaries } from '../src/modules/dict/service';
import { call, loginAs, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('dictionaries', () => {
  const t = suiteApp();
  const [admin] = signedIn(t, 'admin');

  const list = (body: object) => requestRaw(t, null, 'dict.findDictList', body);

  describe('lookups (public)', () => {
    it('answers the top level of a tree without a parent, and children by parent value or id', async () => {
      const kinds = (await list({ type: 'equipment_catalogue' })).json().data;
      expect(kinds.map((k: { value: string }) => k.value)).toEqual(['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000', 'F000']);
      const elevatorClasses = (await list({ type: 'equipment_catalogue', parentValue: '3000' })).json().data;
      expect(elevatorClasses.map((k: { label: string }) => k.label)).toEqual(['曳引与强制驱动电梯', '液压驱动电梯', '自动扶梯与自动人行道', '其它类型电梯']);
      expect(elevatorClasses[0].hasChildren).toBe(true);
      const byId = (await list({ type: 'equipment_catalogue', parentId: elevatorClasses[0].id })).json().data;
      expect(byId.map((k: { value: string }) => k.value)).toEqual(['3110', '3120', '3130']);
      expect(byId[0].hasChildren).toBe(false);
    });

    it('holds the whole Zhejiang division tree: 11 cities, Ningbo with its 10 districts and counties', async () => {
      const tree = (await request(t, null, 'dict.findDictTree', { type: 'area' })).json().data;
      expect(tree).toHaveLength(1);
      expect(tree[0]).toMatchObject({ value: '330000', label: '浙江省' });
      expect(tree[0].children).toHaveLength(11);
      const ningbo = tree[0].children.find((c: { value: string }) => c.value === '330200');
      expect(ningbo.children.map((c: { value: string }) => c.value)).toEqual(['330203', '330205', '330206', '330211', '330212', '330213', '330225', '330226', '330281', '330282']);
      const total = tree[0].children.reduce((n: number, c: { children: unknown[] }) => n + c.children.length, 0);
      expect(total).toBe(90);
    });

    it('never offers retired catalogue codes but still names them for old records', async () => {
      const cranes = (await list({ type: 'equipment_catalogue', parentValue: '4000' })).json().data;
      expect(cranes.map((c: { value: string }) => c.value)).not.toContain('4B00');
      const item = (await request(t, null, 'dict.findDictItem', { type: 'equipment_catalogue', value: '4B00' })).json().data;
      expect(item).toMatchObject({ value: '4B00', status: 'disabled' });
    });

    it('answers null for an unknown value and refuses an unknown type', async () => {
      expect((await request(t, null, 'dict.findDictItem', { type: 'sex', value: '9' })).json()).toMatchObject({ success: true, data: null });
      expect((await list({ type: 'secrets' })).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '字典类型不正确' });
    });

    it("seeding again adds nothing twice and keeps administrators' edits", async () => {
      const before = await t.db
        .selectFrom('dict_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      await t.db.updateTable('dict_items').set({ label: '男性' }).where('type', '=', 'sex').where('value', '=', '1').execute();
      await syncSeedDictionaries(t.db);
      const after = await t.db
        .selectFrom('dict_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect((await request(t, null, 'dict.findDictItem', { type: 'sex', value: '1' })).json().data.label).toBe('男性');
    });
  });

  describe('maintenance (系统维护)', () => {
    const save = (who: Caller | null, body: object) => requestRaw(t, who, 'dict.save', body);

    it('lists types with counts and pages items', async () => {
      const types = (await call(t, admin, 'GET', '/api/common/dict/types')).json().data;
      expect(types.find((x: { type: string }) => x.type === 'area')).toMatchObject({ label: '行政区划', tree: true, count: 102 });
      const page = (await request(t, admin, 'dict.findPage', { type: 'area', parentValue: '330200', pageNo: 1, pageSize: 5 })).json().data;
      expect(page).toMatchObject({ count: 10, pageNo: 1, pageSize: 5 });
      const found = (await request(t, admin, 'dict.findPage', { type: 'area', keyword: '鄞州', pageNo: 1, pageSize: 5 })).json().data;
      expect(found.list.map((i: { value: string }) => i.value)).toEqual(['330212']);
    });

    it('adds an item under a parent, edits it, orders it, disables and enables it', async () => {
      const created = (await save(admin, { type: 'area', value: '330299', label: '宁波测试功能区', parentValue: '330200', sort: 5 })).json();
      expect(created).toMatchObject({ success: true, data: { value: '330299', parentValue: '330200', status: 'enabled', version: 1 } });
      const first = (await list({ type: 'area', parentValue: '330200' })).json().data[0];
      expect(first.value).toBe('330299');

      const edited = (await save(admin, { id: created.data.id, type: 'area', value: '330299', label: '宁波测试区', parentValue: '330200', sort: 999, version: 1 })).json();
      expect(edited.data).toMatchObject({ label: '宁波测试区', sort: 999, version: 2 });

      const disabled = (await request(t, admin, 'dict.setStatus', { id: created.data.id, status: 'disabled', version: 2 })).json();
      expect(disabled.data.status).toBe('disabled');
      expect((await list({ type: 'area', parentValue: '330200' })).json().data.map((i: { value: string }) => i.value)).not.toContain('330299');
      expect((await request(t, null, 'dict.findDictItem', { type: 'area', value: '330299' })).json().data.label).toBe('宁波测试区');
      await request(t, admin, 'dict.setStatus', { id: created.data.id, status: 'enabled', version: 3 });
      expect((await list({ type: 'area', parentValue: '330200' })).json().data.map((i: { value: string }) => i.value)).toContain('330299');
      const audit = await t.db.selectFrom('audit_log').select('action').where('target', '=', created.data.id).execute();
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['dict.create', 'dict.update', 'dict.disable', 'dict.enable']));
    });

    it('catches a concurrent edit by its version', async () => {
      const item = (await request(t, null, 'dict.findDictItem', { type: 'sex', value: '2' })).json().data;
      expect((await save(admin, { id: item.id, type: 'sex', value: '2', label: '女性', version: item.version })).json().success).toBe(true);
      expect((await save(admin, { id: item.id, type: 'sex', value: '2', label: '女士', version: item.version })).json()).toMatchObject({ success: false, code: 'CONFLICT' });
    });

    it.each([
      [{ type: 'sex', value: '1', label: '重复' }, '该字典值已存在'],
      [{ type: 'area', value: '339999', label: '无上级', parentValue: '339900' }, '上级字典项不存在'],
      [{ type: 'sex', value: '3', label: '其它', parentValue: '1' }, '该字典不分层级，不能设置上级'],
      [{ type: 'sex', value: 'a b', label: '空格' }, '字典值只能包含字母、数字、下划线、点和短横线'],
      [{ type: 'sex', value: '3', label: '' }, '名称不能为空'],
      [{ type: 'sex', value: '3', label: 'x', sort: -1 }, '排序不能小于0'],
    ])('refuses %o', async (body, msg) => {
      expect((await save(admin, body)).json()).toMatchObject({ success: false, errorMsg: msg });
    });

    it('refuses changing a value, or a parent that makes a loop', async () => {
      const ningbo = (await request(t, null, 'dict.findDictItem', { type: 'area', value: '330200' })).json().data;
      expect((await save(admin, { id: ningbo.id, type: 'area', value: '330201', label: '宁波市', parentValue: '330000', version: ningbo.version })).json().errorMsg).toBe(
        '字典值创建后不能修改，已有记录在使用它',
      );
      expect((await save(admin, { id: ningbo.id, type: 'area', value: '330200', label: '宁波市', parentValue: '330203', version: ningbo.version })).json().errorMsg).toBe(
        '不能把字典项放到它自己或它的下级之下',
      );
    });

    it('refuses callers without the 字典维护 permission, and without a session', async () => {
      const demo = await loginAs(t, 'demo');
      expect((await call(t, demo, 'GET', '/api/common/dict/types')).statusCode).toBe(403);
      expect((await save(demo, { type: 'sex', value: '9', label: 'x' })).statusCode).toBe(403);
      expect((await request(t, demo, 'dict.setStatus', { id: 'x', status: 'disabled', version: 1 })).statusCode).toBe(403);
      expect((await save(null, { type: 'sex', value: '9', label: 'x' })).statusCode).toBe(401);
      expect((await request(t, null, 'dict.findPage', { type: 'sex' })).statusCode).toBe(401);
    });
  });
});
