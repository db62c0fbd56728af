import { PRIVACY_NOTICE } from '@portal/contract/domain/privacy';
import type { AppContext } from '../context';
import { applyAction, saveArticle, setPinned } from '../modules/article/service';
import { addEquipment, exampleParams } from '../modules/equipment/service';
import { approve, disagree } from '../modules/registration/service';
import { decide, saveApply } from '../modules/use-regist/service';
import { audit as auditReset } from '../modules/password-reset/service';
import { auditChange, withdrawChange } from '../modules/unit/service';
import { applyStep, notReviewed, startFlow } from '../modules/workflow/service';
import { hashPassword } from '../platform/crypto/password';
import { newId, nowIso } from '../platform/ids';
import { actor, IP, material } from './demo-actors';
import { seedConstruction } from './demo-construction';
import { seedInspection } from './demo-inspection';
import { seedReports } from './demo-reports';
import { seedSupervision } from './demo-supervision';
import { seedOpinions } from './demo-opinion';
import { seedInvoices } from './demo-invoices';
import { seedInteractions } from './demo-interactions';
import { seedEntrusts } from './demo-entrusts';
import { seedManufacture } from './demo-manufacture';
import { seedMaintainPrices } from './demo-maintain-prices';
import { seedMaintenance } from './demo-maintenance';
import { seedLegacyEquipment } from './demo-legacy-equipment';
import { seedRescues } from './demo-rescues';
import { seedSelfMaintenance } from './demo-self-maint';
import { seedSelfTests } from './demo-self-tests';
import { seedLicences } from './demo-licences';
import { seedRegChanges } from './demo-reg-changes';
import type { SessionContext } from '../platform/session/store';

/** The demo applicants agreed to the personal-information notice when they asked for their codes. */
const consented = () => ({ consent_version: PRIVACY_NOTICE.version, consent_at: nowIso() });

const DEMO_NOTICES = [
  {
    title: '关于做好2026年度电梯定期检验预约工作的通知',
    category: 'notice',
    pinned: true,
    state: 'published',
    content:
      '<p>各电梯使用单位：</p><p>为保障电梯安全运行，请各使用单位在电梯下次检验日期前<strong>30日</strong>内，通过本平台“在线报检与缴费”提交定期检验申请，并确保维保单位人员到场配合。</p><p>超期未检的电梯不得继续使用。</p><p style="text-align:right">宁波市市场监督管理局</p>',
  },
  {
    title: '特种设备使用登记办理指南',
    category: 'guide',
    pinned: false,
    state: 'published',
    content:
      '<h3>办理条件</h3><p>特种设备在投入使用前或者投入使用后30日内，使用单位应当办理使用登记。</p><h3>所需材料</h3><ol><li>使用登记表（加盖单位公章）</li><li>使用单位统一社会信用代码证明</li><li>产品合格证、监督检验证书（按规定需要的）</li></ol>',
  },
  {
    title: '关于调整部分检验项目收费标准的通知',
    category: 'notice',
    pinned: false,
    state: 'withdrawn',
    content: '<p>各相关单位：</p><p>根据省物价主管部门最新文件，部分检验项目收费标准将作调整，具体以正式文件为准。</p>',
  },
  {
    title: '2027年春节期间检验业务安排',
    category: 'notice',
    pinned: false,
    state: 'draft',
    content: '<p>春节期间（具体日期待定）平台照常受理网上申请，现场检验顺延至节后安排。</p>',
  },
] as const;

/** The account the approved demo application opened; the start line and the README list it with the others. */
export const DEMO_APPROVED_ACCOUNT = { loginName: 'gangtong', password: 'Gangtong@2026', note: '注册申请“提交—退回—重新提交—审核通过”后开通的企业账号' } as const;

const APPLICATIONS = [
  {
    key: 'pending',
    unit_name: '宁波江北安达电梯工程有限公司',
    uscc: '91330205MA2GX1A505',
    unit_type: 'maintain',
    area_code: '330205',
    address: '宁波市江北区长兴路399号',
    legal_person: '周立',
    contact_person: '孙婷',
    mobile: '13957410001',
    login_name: 'anda',
  },
  {
    key: 'returned',
    unit_name: '宁波镇海宏达化工有限公司',
    uscc: '91330211MA2J7P3Q0G',
    unit_type: 'use',
    area_code: '330211',
    address: '宁波市镇海区蛟川街道化工区88号',
    legal_person: '吴浩',
    contact_person: '郑洁',
    mobile: '13957410002',
    login_name: 'hongda',
  },
  {
    key: 'approved',
    unit_name: '宁波北仑港通物流有限公司',
    uscc: '91330206MA2K9L8R03',
    unit_type: 'use',
    area_code: '330206',
    address: '宁波市北仑区新碶街道明州路18号',
    legal_person: '陈港',
    contact_person: '林帆',
    mobile: '13957410003',
    login_name: DEMO_APPROVED_ACCOUNT.loginName,
  },
] as const;

/** Registration applications: one waiting, one returned for a reason, one returned, corrected and approved (its unit and account exist). */
async function seedApplications(ctx: AppContext, admin: SessionContext, passwordCost: number): Promise<void> {
  const hash = await hashPassword(DEMO_APPROVED_ACCOUNT.password, passwordCost);
  for (const a of APPLICATIONS) {
    const id = newId();
    const draftId = newId();
    const files = await material(ctx, 'register', draftId, { businessLicence: '营业执照.pdf', authorization: '授权委托书.pdf' });
    await ctx.db.transaction().execute(async (trx) => {
      const { key: _key, ...fields } = a;
      await trx
        .insertInto('account_applications')
        .values({
          id,
          state: 'pending',
          ...fields,
          ...consented(),
          postal_code: '',
          phone: '',
          email: '',
          password_hash: hash,
          draft_id: draftId,
          submitted_at: nowIso(),
          ...notReviewed,
          unit_id: null,
          version: 1,
        })
        .execute();
      await startFlow(
        { ...ctx, db: trx },
        { kind: 'accountApply', id, actor: { kind: 'applicant', name: a.contact_person, mobile: a.mobile }, attachments: files, audit: { action: 'register.apply', ip: IP } },
      );
    });
    if (a.key === 'pending') continue;
    await disagree(ctx, admin, id, '授权委托书未加盖单位公章，请重新上传', IP);
    if (a.key === 'returned') continue;
    await applyStep(ctx, {
      kind: 'accountApply',
      id,
      action: 'resubmit',
      party: 'owner',
      actor: { kind: 'applicant', name: a.contact_person, mobile: a.mobile },
      set: { submitted_at: nowIso(), opinion: '' },
      attachments: files,
      audit: { action: 'register.resubmit', ip: IP },
    });
    await approve(ctx, admin, id, '材料齐全，同意开通', IP);
  }
}

/** Password resets of the legacy account: one refused, one waiting; and one of demo's, approved (its password stays the demo one). */
async function seedResets(ctx: AppContext, admin: SessionContext, passwordCost: number): Promise<void> {
  const resets = [
    { login: 'legacy', password: 'Legacy@2026!', decide: 'reject' as const, opinion: '申请函未加盖单位公章' },
    { login: 'demo', password: 'Demo@123456', decide: 'approve' as const, opinion: '' },
    { login: 'legacy', password: 'Legacy@2026!', decide: null, opinion: '' },
  ];
  for (const r of resets) {
    const user = await ctx.db.selectFrom('users').select(['id', 'name', 'mobile']).where('login_name', '=', r.login).executeTakeFirstOrThrow();
    const id = newId();
    const draftId = newId();
    const files = await material(ctx, 'resetPassword', draftId, { letter: '密码重置申请函.pdf' });
    const hash = await hashPassword(r.password, passwordCost);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('password_resets')
        .values({
          id,
          user_id: user.id,
          state: 'pending',
          mobile: user.mobile,
          password_hash: hash,
          draft_id: draftId,
          ...consented(),
          submitted_at: nowIso(),
          ...notReviewed,
          version: 1,
        })
        .execute();
      await startFlow(
        { ...ctx, db: trx },
        { kind: 'passwordReset', id, actor: { kind: 'applicant', name: user.name, mobile: user.mobile }, attachments: files, audit: { action: 'passwordReset.apply', ip: IP } },
      );
    });
    if (r.decide) await auditReset(ctx, admin, { id, action: r.decide, opinion: r.opinion }, IP);
  }
}

/**
 * Name and credit code changes of the second demo unit: approved (from its former name to today's),
 * returned, withdrawn, and one waiting for review; each submitted with its evidence, as the form requires.
 */
async function seedUnitChanges(ctx: AppContext, admin: SessionContext): Promise<void> {
  const who = await actor(ctx, 'demo2');
  const evidence = (changeId: string) => material(ctx, 'unit', changeId, { changeLicence: '营业执照（变更后）.pdf', changeNotice: '准予变更登记通知书.pdf' }, who);
  const unit = await ctx.db.selectFrom('units').select(['name', 'uscc']).where('id', '=', who.unitId).executeTakeFirstOrThrow();
  const changes = [
    { field: 'orgname', label: '单位名称', from: '宁波鄞州恒力机械厂', to: unit.name, decide: 'approve' as const, opinion: '营业执照与变更通知书一致' },
    { field: 'orgname', label: '单位名称', from: unit.name, to: '宁波恒力重工有限公司', decide: 'reject' as const, opinion: '营业执照上的名称与申请的名称不一致' },
    { field: 'uscc', label: '统一社会信用代码', from: unit.uscc, to: '91330212MA2H8K7Q24', decide: 'withdraw' as const, opinion: '' },
    { field: 'orgname', label: '单位名称', from: unit.name, to: '宁波恒力智能装备有限公司', decide: null, opinion: '' },
  ];
  for (const c of changes) {
    const id = newId();
    const attachments = await evidence(id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('unit_changes')
        .values({
          id,
          unit_id: who.unitId,
          kind: 'approval',
          state: 'pending',
          changes: JSON.stringify([{ field: c.field, label: c.label, from: c.from, to: c.to }]),
          changed_by_id: who.userId,
          changed_by_name: who.userName,
          changed_at: nowIso(),
          ...notReviewed,
          version: 1,
        })
        .execute();
      await startFlow({ ...ctx, db: trx }, { kind: 'unitChange', id, actor: { kind: 'user', session: who }, attachments, audit: { action: 'unit.change.submit', ip: IP } });
    });
    if (c.decide === 'withdraw') await withdrawChange(ctx, who, id, IP);
    else if (c.decide) await auditChange(ctx, admin, { id, action: c.decide, opinion: c.opinion }, IP);
  }
}

/** The notices: two published (one pinned), one withdrawn, one draft still being written. */
async function seedNotices(ctx: AppContext, admin: SessionContext): Promise<void> {
  for (const n of DEMO_NOTICES) {
    const draft = await saveArticle(ctx, admin, { title: n.title, category: n.category, content: n.content }, IP);
    if (n.state === 'draft') continue;
    const published = await applyAction(ctx, admin, draft.id, draft.version, 'publish', IP);
    if (n.pinned) await setPinned(ctx, admin, published.id, published.version, true, IP);
    if (n.state === 'withdrawn') await applyAction(ctx, admin, published.id, published.version, 'withdraw', IP);
  }
}

/**
 * Records of every workflow in every state, each step taken through the workflow engine as a person
 * would take it, so every review list and flow log shows something on a fresh start. Runs once the
 * app is built (the engine needs the modules' record kinds), only on a new demo database.
 */
export async function seedDemoFlows(ctx: AppContext): Promise<void> {
  const admin = await actor(ctx, 'admin');
  await seedApplications(ctx, admin, ctx.config.passwordCost);
  await seedResets(ctx, admin, ctx.config.passwordCost);
  await seedUnitChanges(ctx, admin);
  await seedNotices(ctx, admin);
  await seedUseRegistrations(ctx);
  await seedLicences(ctx);
  await seedRegChanges(ctx);
  await seedConstruction(ctx);
  await seedInspection(ctx);
  await seedReports(ctx);
  await seedSupervision(ctx);
  await seedOpinions(ctx);
  await seedInvoices(ctx);
  await seedInteractions(ctx);
  await seedEntrusts(ctx);
  await seedMaintenance(ctx);
  await seedManufacture(ctx);
  await seedMaintainPrices(ctx);
  await seedLegacyEquipment(ctx);
  await seedRescues(ctx);
  await seedSelfTests(ctx);
  await seedSelfMaintenance(ctx);
}

/** New equipment of each demo unit, not yet registered, and its registration in every state. */
const NEW_EQUIPMENT = [
  { unit: 'demo', productName: '乘客电梯', catalogueCode: '3110', model: 'GeN2-MR', productNo: 'NB26E0101', internalNo: '5号楼1号梯', state: 'approved' },
  { unit: 'demo', productName: '乘客电梯', catalogueCode: '3110', model: 'GeN2-MR', productNo: 'NB26E0102', internalNo: '5号楼2号梯', state: 'accepted' },
  { unit: 'demo', productName: '乘客电梯', catalogueCode: '3110', model: 'GeN2-MR', productNo: 'NB26E0103', internalNo: '6号楼1号梯', state: 'returned' },
  { unit: 'demo', productName: '自动扶梯', catalogueCode: '3310', model: 'XO-508', productNo: 'NB26F0201', internalNo: '商场1号扶梯', state: 'submitted' },
  { unit: 'demo', productName: '自动扶梯', catalogueCode: '3310', model: 'XO-508', productNo: 'NB26F0202', internalNo: '商场2号扶梯', state: 'refused' },
  { unit: 'demo', productName: '乘客电梯', catalogueCode: '3110', model: 'GeN2-MR', productNo: 'NB26E0104', internalNo: '6号楼2号梯', state: 'draft' },
  { unit: 'demo', productName: '乘客电梯', catalogueCode: '3110', model: 'GeN2-MR', productNo: 'NB26E0105', internalNo: '7号楼1号梯', state: 'none' },
  { unit: 'demo2', productName: '载货电梯', catalogueCode: '3120', model: 'HD-2000', productNo: 'NB26H0301', internalNo: '1号厂房货梯', state: 'submitted' },
] as const;

async function seedUseRegistrations(ctx: AppContext): Promise<void> {
  const clerk = await actor(ctx, 'registry', 'registry');
  for (const [i, n] of NEW_EQUIPMENT.entries()) {
    const owner = await actor(ctx, n.unit, 'use');
    const unit = await ctx.db.selectFrom('units').selectAll().where('id', '=', owner.unitId).executeTakeFirstOrThrow();
    const eq = await addEquipment(
      ctx,
      owner,
      {
        typeCode: '3000',
        catalogueCode: n.catalogueCode,
        // Variety, maker, year of manufacture and serial, as on the nameplate.
        deviceCode: `${n.catalogueCode}331012026${String(90001 + i)}`,
        registerCode: '',
        certNo: '',
        productName: n.productName,
        model: n.model,
        productNo: n.productNo,
        manufacturer: '宁波申菱电梯配件有限公司',
        manufactureDate: '2026-03',
        installer: '宁波安装工程有限公司',
        putIntoUseDate: '',
        areaCode: unit.area_code,
        address: unit.address,
        location: '',
        internalNo: n.internalNo,
        safetyManager: unit.safety_manager,
        safetyManagerMobile: unit.safety_manager_mobile,
        useStatus: 'notYetInUse',
        maintenanceUnit: '宁波北仑港城电梯工程有限公司',
        maintenancePhone: '0574-86880000',
        lastInspectionDate: '',
        nextInspectionDate: '',
        lastConclusion: '',
        inspectionOrg: '',
        loadTestYear: '',
        params: exampleParams(n.catalogueCode),
      },
      IP,
    );
    if (n.state === 'none') continue;
    const form = {
      equipmentId: eq.id,
      putIntoUseDate: '2026-10-15',
      areaCode: unit.area_code,
      address: unit.address,
      internalNo: n.internalNo,
      safetyManager: unit.safety_manager,
      safetyManagerMobile: unit.safety_manager_mobile,
      maintenanceUnit: '宁波北仑港城电梯工程有限公司',
      maintenancePhone: '0574-86880000',
      propertyUnit: '',
      contactPerson: unit.contact_person,
      contactPhone: unit.contact_mobile,
      fillerName: owner.userName,
      fillDate: '2026-11-02',
      remark: '',
    };
    let a = await saveApply(ctx, owner, { ...form, isCommit: false }, IP);
    if (n.state === 'draft') continue;
    await material(
      ctx,
      'useRegist',
      a.id,
      { registForm: '使用登记表.pdf', usccProof: '营业执照.pdf', productCert: '产品合格证.pdf', supervisionCert: '安装监督检验证书.pdf' },
      owner,
    );
    a = await saveApply(ctx, owner, { ...form, id: a.id, version: a.version, isCommit: true }, IP);
    if (n.state === 'submitted') continue;
    if (n.state === 'refused') {
      await decide(ctx, clerk, { id: a.id, action: 'refuse', opinion: '该扶梯尚未完成安装监督检验，不符合使用登记条件', version: a.version }, IP);
      continue;
    }
    a = await decide(ctx, clerk, { id: a.id, action: 'accept', opinion: '', version: a.version }, IP);
    if (n.state === 'returned')
      await decide(ctx, clerk, { id: a.id, action: 'return', opinion: `监督检验证书与产品编号不一致，请核对后重新上传（第${i + 1}份）`, version: a.version }, IP);
    if (n.state === 'approved') await decide(ctx, clerk, { id: a.id, action: 'approve', opinion: '材料齐全，准予登记', version: a.version }, IP);
  }
}
