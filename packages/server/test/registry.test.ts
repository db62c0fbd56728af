import type { RegistryRecord } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { registryFor } from '../src/modules/registry/service';
import { loginAs, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('registries', () => {
  const t = suiteApp();
  const [admin] = signedIn(t, 'admin');
  const save = (who: Caller | null, body: object) => requestRaw(t, who, 'registry.save', body);
  const yy = () => new Date().toISOString().slice(2, 4);

  it('lists the city registry with the look of its next certificate number', async () => {
    const list = (await request(t, admin, 'registry.list')).json().data as RegistryRecord[];
    const city = list.find((r) => r.areaCode === '330200')!;
    expect(city).toMatchObject({ name: '宁波市市场监督管理局', letters: 'B', serialWidth: 5 });
    expect(city.sample).toMatch(new RegExp(`^梯11浙B\\d{5}\\(\\d{2}\\)$`));
  });

  it('adds a district registry, which then decides for its district; its letters and area are its own', async () => {
    const added = (await save(admin, { name: '宁波市鄞州区市场监督管理局', areaCode: '330212', province: '浙', letters: 'BY', serialWidth: 4 })).json().data as RegistryRecord;
    expect(added.sample).toBe(`梯11浙BY0001(${yy()})`);
    expect((await registryFor(t.ctx, '330212'))?.id).toBe(added.id);
    expect((await registryFor(t.ctx, '330203'))?.area_code).toBe('330200');

    expect((await save(admin, { name: '另一个', areaCode: '330212', province: '浙', letters: 'BZ', serialWidth: 4 })).json().errorMsg).toBe(
      '该辖区已有登记机关：宁波市鄞州区市场监督管理局',
    );
    expect((await save(admin, { name: '北仑', areaCode: '330206', province: '浙', letters: 'BY', serialWidth: 4 })).json().errorMsg).toMatch(/代号浙BY已由/);
    const edited = (await save(admin, { ...added, serialWidth: 5 })).json().data as RegistryRecord;
    expect(edited.sample).toBe(`梯11浙BY00001(${yy()})`);
  });

  it('refuses bad input, no session and other roles', async () => {
    expect((await save(admin, { name: '测试', areaCode: '330203', province: 'Z', letters: 'b1', serialWidth: 9 })).json()).toMatchObject({ success: false, code: 'BAD_INPUT' });
    expect((await save(admin, { name: '测试', areaCode: '999999', province: '浙', letters: 'BQ', serialWidth: 5 })).json().errorMsg).toBe('辖区不正确，请选择省、市或区县');
    expect((await save(admin, { id: 'registry-nope', name: '测试', areaCode: '330203', province: '浙', letters: 'BQ', serialWidth: 5 })).json().success).toBe(false);
    expect((await request(t, null, 'registry.list')).statusCode).toBe(401);
    const clerk = await loginAs(t, 'registry');
    expect((await request(t, clerk, 'registry.list')).statusCode).toBe(403);
    expect((await save(await loginAs(t, 'demo'), { name: '测试', areaCode: '330203', province: '浙', letters: 'BQ', serialWidth: 5 })).statusCode).toBe(403);
  });
});
