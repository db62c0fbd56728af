import { subtreeIds, type SaveMfgInput, type saveMfgInput } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { acceptApply, issueCert, recordResult, returnApply, saveApply } from '../modules/manufacture/service';
import { chinaToday } from '../platform/ids';
import type { SessionContext } from '../platform/session/store';
import { actor, IP, material } from './demo-actors';

type Outcome = 'draft' | 'submitted' | 'returned' | 'accepted' | 'failed' | 'inspected' | 'certified';

/** The demo's steps act for the two sides with the menus their roles hold. */
const withMenu = (s: SessionContext): SessionContext => ({ ...s, menuIds: new Set(subtreeIds('monitoringHandle')) });

type Product = Omit<SaveMfgInput, 'orgId' | 'contact' | 'contactMobile' | 'isCommit' | 'id' | 'version'>;

const vessel = (n: string, catalogueCode: string, productName: string, params: Product['params']): Product => ({
  typeCode: '2000',
  catalogueCode,
  productName,
  model: `CG-${n}`,
  productNo: `YJ2026-R${n}`,
  batchNo: '',
  designUnit: '宁波甬江压力容器制造有限公司设计所',
  drawingNo: `YJR-${n}-00`,
  licenceNo: 'TS2233017-2028',
  material: 'Q345R',
  params,
  remark: '',
});

const VESSELS: Array<[Outcome, Product]> = [
  ['draft', vessel('2606', '2170', '储气罐', { vesselClass: 'Ⅰ类', volume: 1, designPressure: 0.8, designTemperature: 50, medium: '压缩空气' })],
  ['submitted', vessel('2605', '2150', '分汽缸', { vesselClass: 'Ⅱ类', volume: 1.2, designPressure: 1.6, designTemperature: 204, medium: '蒸汽' })],
  ['returned', vessel('2604', '2150', '换热器', { vesselClass: 'Ⅱ类', volume: 3.5, designPressure: 2.5, designTemperature: 180, medium: '导热油/水' })],
  ['accepted', vessel('2603', '2130', '液化石油气储罐', { vesselClass: 'Ⅲ类', volume: 50, designPressure: 1.77, designTemperature: 50, medium: '液化石油气' })],
  ['failed', vessel('2602', '2150', '缓冲罐', { vesselClass: 'Ⅱ类', volume: 2, designPressure: 1.0, designTemperature: 100, medium: '氮气' })],
  ['inspected', vessel('2601', '2150', '储气罐', { vesselClass: 'Ⅱ类', volume: 5, designPressure: 1.0, designTemperature: 60, medium: '压缩空气' })],
  ['certified', vessel('2600', '2150', '储气罐', { vesselClass: 'Ⅱ类', volume: 10, designPressure: 1.6, designTemperature: 60, medium: '压缩空气' })],
];

const OTHERS: Array<[Outcome, Product]> = [
  [
    'certified',
    {
      typeCode: '1000',
      catalogueCode: '1100',
      productName: '燃气蒸汽锅炉',
      model: 'WNS4-1.25-Q',
      productNo: 'YJ2026-G0012',
      batchNo: '',
      designUnit: '宁波甬江压力容器制造有限公司设计所',
      drawingNo: 'WNS4-00',
      licenceNo: 'TS2133018-2028',
      material: 'Q245R',
      params: { ratedOutput: 4, outputUnit: 't/h', ratedPressure: 1.25, fuel: '气' },
      remark: '',
    },
  ],
  [
    'accepted',
    {
      typeCode: '7000',
      catalogueCode: '7320',
      productName: '法兰连接球阀',
      model: 'Q41F-16C',
      productNo: 'YJ2026-Y0301',
      batchNo: '2026-11批',
      designUnit: '宁波甬江压力容器制造有限公司设计所',
      drawingNo: 'Q41F-16C-00',
      licenceNo: 'TS2733019-2028',
      material: 'WCB',
      params: { nominalSize: 'DN100', pressureClass: 'PN16' },
      remark: '共200台',
    },
  ],
];

/**
 * 制造监督检验 in every state the lists show: zhizao's vessels from a draft to a certificate (one returned, one failed),
 * a boiler with its certificate and a piping component under supervision, all addressed to the demo inspection body.
 */
export async function seedManufacture(ctx: AppContext): Promise<void> {
  const maker = withMenu(await actor(ctx, 'zhizao', 'manufacture'));
  const body = withMenu(await actor(ctx, 'inspector', 'inspect'));
  const unit = await ctx.db.selectFrom('units').select(['contact_person', 'contact_mobile']).where('id', '=', maker.unitId).executeTakeFirstOrThrow();
  const common = { orgId: body.unitId, contact: unit.contact_person || '许工', contactMobile: unit.contact_mobile || '13857400031' };
  const today = chinaToday();

  const make = async (outcome: Outcome, p: Product) => {
    const form = { ...p, ...common } as z.output<typeof saveMfgInput>;
    let r = await saveApply(ctx, maker, { ...form, isCommit: false }, IP);
    if (outcome === 'draft') return;
    await material(ctx, 'manufacture', r.id, { drawing: `${p.productName}总图.pdf` }, maker);
    r = await saveApply(ctx, maker, { ...form, id: r.id, version: r.version, isCommit: true }, IP);
    if (outcome === 'submitted') return;
    if (outcome === 'returned') {
      await returnApply(ctx, body, { id: r.id, version: r.version, opinion: '设计图样缺少强度计算书，请补充后重新提交' }, IP);
      return;
    }
    r = await acceptApply(ctx, body, { id: r.id, version: r.version }, IP);
    if (outcome === 'accepted') return;
    const fail = outcome === 'failed';
    r = await recordResult(
      ctx,
      body,
      { id: r.id, version: r.version, conclusion: fail ? 'fail' : 'pass', inspectionDate: today, resultRemark: fail ? 'A类焊接接头射线检测发现超标缺陷，返修后另行申请' : '' },
      IP,
    );
    if (outcome === 'certified') await issueCert(ctx, body, { id: r.id, version: r.version }, IP);
  };

  for (const [outcome, p] of [...VESSELS, ...OTHERS]) await make(outcome, p);
}
