import { sql } from 'kysely';
import { REG_CHANGE_KINDS, requiredRegChangeDocuments, type RegChangeForm, type RegChangeState } from '@portal/contract';
import type { AppContext } from '../context';
import { decide, saveChange, confirmTransfer } from '../modules/reg-change/service';
import { actor, IP, material } from './demo-actors';

interface DemoChange {
  unit: 'demo' | 'demo2';
  form: Omit<RegChangeForm, 'equipmentIds' | 'contactPerson' | 'contactPhone'>;
  /** How many of the unit's registered devices it lists. */
  devices: number;
  state: RegChangeState;
}

const blank = { measures: '', areaCode: '', address: '', targetUscc: '', formerName: '', workUnit: '', supervisionBody: '', allowedUntil: '' };

/** Changes and terminations in every state, on the demo units' registered equipment. */
const CHANGES: DemoChange[] = [
  {
    unit: 'demo',
    devices: 1,
    state: 'approved',
    form: { ...blank, kind: 'address', reason: '道路更名，门牌号随之变更', effectiveDate: '2026-09-01', address: '宁波市北仑区新碶街道明州路399号' },
  },
  {
    unit: 'demo',
    devices: 1,
    state: 'approved',
    form: { ...blank, kind: 'stop', reason: '生产线改造，设备停用一年以上', effectiveDate: '2026-10-08', measures: '已切断电源并上锁，张贴停用标志' },
  },
  {
    unit: 'demo',
    devices: 1,
    state: 'accepted',
    form: { ...blank, kind: 'modify', reason: '更换曳引机及控制系统', effectiveDate: '2026-10-20', workUnit: '宁波安装工程有限公司', supervisionBody: '宁波市特种设备检验研究院' },
  },
  {
    unit: 'demo',
    devices: 1,
    state: 'submitted',
    form: { ...blank, kind: 'designLife', reason: '已达设计使用年限，经安全评估可继续使用', effectiveDate: '2026-11-03', allowedUntil: '2029-11-02' },
  },
  { unit: 'demo', devices: 1, state: 'returned', form: { ...blank, kind: 'cancel', reason: '设备已拆除并出售', effectiveDate: '2026-10-30' } },
  {
    unit: 'demo',
    devices: 1,
    state: 'refused',
    form: { ...blank, kind: 'scrap', reason: '主要受力结构件严重腐蚀，无修理价值', effectiveDate: '2026-10-12', measures: '已拆除并切割处置' },
  },
  { unit: 'demo', devices: 1, state: 'confirming', form: { ...blank, kind: 'transfer', reason: '设备随厂房一并转让', effectiveDate: '2026-11-15', targetUscc: 'demo2' } },
  {
    unit: 'demo',
    devices: 1,
    state: 'draft',
    form: { ...blank, kind: 'relocate', reason: '车间搬迁至新厂区', effectiveDate: '2026-11-20', areaCode: 'same', address: '宁波市北仑区大碶街道庐山西路88号' },
  },
  { unit: 'demo2', devices: 1, state: 'submitted', form: { ...blank, kind: 'stop', reason: '季节性停产', effectiveDate: '2026-11-10', measures: '切断电源，张贴停用标志' } },
];

export async function seedRegChanges(ctx: AppContext): Promise<void> {
  const clerk = await actor(ctx, 'registry', 'registry');
  const demo2 = await actor(ctx, 'demo2', 'use');
  const demo2Unit = await ctx.db.selectFrom('units').select(['uscc']).where('id', '=', demo2.unitId).executeTakeFirstOrThrow();
  const used = new Set<string>();
  for (const c of CHANGES) {
    const owner = await actor(ctx, c.unit, 'use');
    const unit = await ctx.db.selectFrom('units').select(['contact_person', 'contact_mobile']).where('id', '=', owner.unitId).executeTakeFirstOrThrow();
    const rows = await ctx.db
      .selectFrom('equipment')
      .select(['id', 'area_code'])
      .where('unit_id', '=', owner.unitId)
      .where('reg_state', 'in', [...REG_CHANGE_KINDS[c.form.kind].from])
      .where('cert_no', '<>', '')
      // Elevators, rides and ropeways last: the maintenance demos that follow hand them to maintenance units.
      .orderBy(sql`case when type_code in ('3000', '6000', '9000') then 1 else 0 end`)
      .orderBy('device_code')
      .orderBy('id')
      .execute();
    const picked = rows.filter((r) => !used.has(r.id)).slice(0, c.devices);
    picked.forEach((r) => used.add(r.id));
    const form: RegChangeForm = {
      ...c.form,
      targetUscc: c.form.targetUscc && demo2Unit.uscc,
      areaCode: c.form.areaCode && picked[0].area_code,
      equipmentIds: picked.map((r) => r.id),
      contactPerson: unit.contact_person,
      contactPhone: unit.contact_mobile,
    };
    const group = REG_CHANGE_KINDS[form.kind].group;
    let a = await saveChange(ctx, owner, group, { ...form, isCommit: false }, IP);
    if (c.state === 'draft') continue;
    await material(ctx, 'regChange', a.id, Object.fromEntries(requiredRegChangeDocuments(form.kind).map((k) => [k, `${k}.pdf`])), owner);
    a = await saveChange(ctx, owner, group, { ...form, id: a.id, version: a.version, isCommit: true }, IP);
    if (c.state === 'confirming' || c.state === 'submitted') continue;
    if (form.kind === 'transfer') a = await confirmTransfer(ctx, demo2, { id: a.id, action: 'confirm', opinion: '', version: a.version }, IP);
    if (c.state === 'refused') {
      await decide(ctx, clerk, { id: a.id, action: 'refuse', opinion: '该设备尚有未办结的检验意见，不符合报废注销条件', version: a.version }, IP);
      continue;
    }
    a = await decide(ctx, clerk, { id: a.id, action: 'accept', opinion: '', version: a.version }, IP);
    if (c.state === 'returned') await decide(ctx, clerk, { id: a.id, action: 'return', opinion: '请补充设备拆除后的现场照片及原使用登记证', version: a.version }, IP);
    if (c.state === 'approved') await decide(ctx, clerk, { id: a.id, action: 'approve', opinion: '材料齐全，准予办理', version: a.version }, IP);
  }
}
