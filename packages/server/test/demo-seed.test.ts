import { describe, expect, it } from 'vitest';
import { loginAs, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

describe('demo data', () => {
  const t = suiteApp();

  it('gives each demo unit a believable registry: 30 or more records, every list with something in it', async () => {
    for (const who of ['demo', 'demo2']) {
      const caller = await loginAs(t, who);
      const count = async (list: string) => (await requestRaw(t, caller, 'equipment.findPage', { list, pageNo: 1, pageSize: 1 })).json().data.count;
      expect(await count('comprehensive')).toBeGreaterThanOrEqual(30);
      for (const list of ['timeout', 'aboutExpire', 'fault', 'nonUse', 'payloadTime', 'pressurePiping']) expect([who, list, await count(list)]).not.toEqual([who, list, 0]);
    }
    const types = await t.db.selectFrom('equipment').select('type_code').distinct().execute();
    expect(types.map((r) => r.type_code).sort()).toEqual(['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000']);
  });

  it('gives each demo unit operators with certificates, some expiring, that pass the form checks', async () => {
    for (const who of ['demo', 'demo2']) {
      const caller = await loginAs(t, who);
      const o = (await request(t, caller, 'operator.overview', {})).json().data;
      expect(o.operators).toBeGreaterThanOrEqual(6);
      expect(o.expiring).toBeGreaterThan(0);
      const { list } = (await request(t, caller, 'operator.list', { pageNo: 1, pageSize: 20 })).json().data;
      for (const row of list) {
        const d = (await request(t, caller, 'operator.get', { id: row.id, forEdit: true })).json().data;
        expect([d.name, (await request(t, caller, 'operator.update', { ...d, version: d.version })).json().errorMsg ?? 'ok']).toEqual([d.name, 'ok']);
      }
    }
  });

  it('seeds every record so that it passes the same checks as the form', async () => {
    const demo = await loginAs(t, 'demo');
    const { list } = (await request(t, demo, 'equipment.findPage', { pageNo: 1, pageSize: 100 })).json().data;
    for (const row of list.slice(0, 12)) {
      const d = (await request(t, demo, 'equipment.get', { id: row.id, forEdit: true })).json().data;
      // A device the portal put on the books from a received installation notice waits for the unit to complete it.
      if (d.regState === 'notified') continue;
      const res = (
        await request(t, demo, 'equipment.change', {
          ...d,
          id: d.id,
          version: d.version,
          lastInspectionDate: d.lastInspectionDate ?? '',
          nextInspectionDate: d.nextInspectionDate ?? '',
        })
      ).json();
      expect([d.productName, res.errorMsg ?? 'ok']).toEqual([d.productName, 'ok']);
    }
  });
});
