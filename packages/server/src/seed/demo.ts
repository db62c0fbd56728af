import { PERMISSION_TREE, permissionIds, subtreeIds, type RoleType } from '@portal/contract';
import type { Database } from '../platform/db';
import { hashPassword } from '../platform/crypto/password';
import { chinaToday, newId, nowIso } from '../platform/ids';
import { demoEquipment, demoInspections } from './demo-equipment';
import { demoOperators } from './demo-operators';

/**
 * What an agent of 委托申报 needs besides its own menus: the authorisations addressed to it, and the two filing pages
 * with their queries (it files there for its principals; without authorisations in force they list its own devices).
 */
const AGENT_GRANTS = ['useRecord.entrust', 'useRecord.apply', 'useRecord.query', 'companyService.apply', 'companyService.query'];

/** What every role but the administrator's is granted: the home page, notices, its messages and its error log. */
const EVERY_ROLE = ['home', 'notice', 'message', 'errorLog'];

/** The built-in roles. Their ids are fixed so later migrations can grant them new menus. */
const ROLES: Array<{ id: string; roleType: RoleType; name: string; sort: number; grants: string[]; withheld?: string[] }> = [
  {
    id: 'role-admin',
    roleType: 'admin',
    name: '管理员',
    sort: 0,
    grants: permissionIds(PERMISSION_TREE),
    // A thread is between a unit and the body: an administrator is no party to one.
    withheld: ['companyService.interaction', 'inspection.interaction'],
  },
  {
    id: 'role-use',
    roleType: 'use',
    name: '使用单位',
    sort: 1,
    grants: [
      ...EVERY_ROLE,
      // A use unit reads the construction notices filed for its equipment.
      'construction.query',
      // 维保单位变更: it names the maintenance unit of its elevators and follows the history.
      'implementation.apply',
      'implementation.query',
      // 自行维保: with staff holding a repair item it may maintain its own lifts, rides and ropeways once approved.
      'implementation.selfMaintain',
      'equipment',
      'useRecord',
      'companyInfo',
      'companyService',
      // A use unit compares the maintenance prices published by maintenance units.
      'maintainPrice.search',
      // 困人救援与故障: the use unit reports and follows its elevators' rescues and faults.
      'rescue',
      // 电梯检测: the use unit declares conformity on its elevators' self-tests and prints their use marks.
      'elevatorDetection.compliance',
      'elevatorDetection.inform',
      'account.manager',
    ],
  },
  {
    id: 'role-maintain',
    roleType: 'maintain',
    name: '维保单位',
    sort: 2,
    grants: [
      ...EVERY_ROLE,
      'construction',
      // 维保单位: its registration, the changes naming it to claim, and the history of its assignments.
      'implementation.register',
      'implementation.claim',
      'implementation.query',
      // Its own elevators: a change cannot name the unit itself, self-maintenance can.
      'implementation.selfMaintain',
      // Files its service items and prices, and reads the published ones.
      'maintainPrice',
      'equipment.overview',
      'equipment.query',
      'equipment.operator',
      'companyInfo',
      // 困人救援与故障: the maintenance unit holding an elevator answers its alarms and repairs its faults.
      'rescue',
      'account.manager',
      // 维保记录 of the elevators the unit holds, countersigned by their use units.
      'companyService.maintenance',
      // 委托申报: a maintenance company files for the use units that authorise it.
      ...AGENT_GRANTS,
    ],
  },
  {
    id: 'role-inspect',
    roleType: 'inspect',
    name: '检验机构',
    sort: 3,
    grants: [
      ...EVERY_ROLE,
      'equipment.overview',
      'equipment.query',
      'companyService.report',
      'monitoringHandle',
      'inspection.queue',
      'inspection.fees',
      'inspection.relief',
      'inspection.rectify',
      'inspection.interaction',
    ],
  },
  // The inspection body's finance: confirms transfer vouchers and issues invoices.
  {
    id: 'role-finance',
    roleType: 'inspect',
    name: '检验机构财务',
    sort: 6,
    grants: [...EVERY_ROLE, 'inspection.finance', 'inspection.invoice'],
  },
  {
    id: 'role-registry',
    roleType: 'registry',
    name: '登记机关',
    sort: 4,
    grants: [...EVERY_ROLE, 'equipment.overview', 'equipment.query', 'registry', 'maintainPrice.search'],
  },
  {
    id: 'role-construct',
    roleType: 'construct',
    name: '安装改造修理单位',
    sort: 5,
    grants: [
      ...EVERY_ROLE,
      'construction',
      // The construction unit applies for, pays and follows the supervision inspection of its work.
      'companyService.superintend',
      'companyService.pay',
      'companyService.report',
      'companyService.interaction',
      'companyService.invoice',
      'companyInfo',
      'account.manager',
      ...AGENT_GRANTS,
      // A licensed installer may maintain elevators too (TSG 07-2019): it keeps its item-T staff, registers and claims
      // like a maintenance unit.
      'equipment.operator',
      'implementation.register',
      'implementation.claim',
      'implementation.query',
    ],
  },
  // A manufacturer submits its products for manufacturing supervision and follows their certificates.
  {
    id: 'role-manufacture',
    roleType: 'manufacture',
    name: '制造单位',
    sort: 7,
    grants: [...EVERY_ROLE, 'monitoringHandle', 'companyInfo', 'account.manager'],
  },
  // An elevator testing body records the self-tests of the years without periodic inspection.
  {
    id: 'role-detect',
    roleType: 'detect',
    name: '电梯检测机构',
    sort: 8,
    grants: [...EVERY_ROLE, 'elevatorDetection.record', 'companyInfo', 'account.manager'],
  },
];

/** A grant of a group is the group and everything under it; parents of a granted page come along so menus can show it. */
function expandGrants(grants: string[]): string[] {
  const ids = new Set(grants.flatMap((g) => subtreeIds(g)));
  for (const g of grants) {
    const parent = g.includes('.') ? g.slice(0, g.lastIndexOf('.')) : null;
    if (parent) ids.add(parent);
  }
  return permissionIds(PERMISSION_TREE).filter((id) => ids.has(id));
}

const UNITS = [
  {
    key: 'admin',
    name: '宁波市市场监督管理局',
    uscc: '11330200003005122B',
    unit_type: 'regulator',
    area_code: '330203',
    address: '宁波市海曙区解放北路91号',
    postal_code: '315000',
    legal_person: '周建国',
    legal_person_phone: '0574-87190000',
    contact_person: '平台管理员',
    contact_mobile: '13857400000',
    phone: '0574-87190001',
    email: 'tzsb@nbscjg.example.cn',
    website: '',
    safety_manager: '',
    safety_manager_mobile: '',
    fixed_assets: '',
  },
  {
    key: 'inspect',
    name: '宁波市特种设备检验研究院',
    uscc: '12330200470001235L',
    unit_type: 'inspection',
    area_code: '330212',
    address: '宁波市鄞州区天童南路1号',
    postal_code: '315100',
    legal_person: '吴立新',
    legal_person_phone: '0574-87260000',
    contact_person: '王检',
    contact_mobile: '13857400003',
    phone: '0574-87260001',
    email: 'service@nbtjy.example.cn',
    website: '',
    safety_manager: '',
    safety_manager_mobile: '',
    fixed_assets: '',
  },
  {
    key: 'e1',
    name: '宁波海曙明达物业管理有限公司',
    uscc: '91330203MA2AB3C47U',
    unit_type: 'use',
    area_code: '330203',
    address: '宁波市海曙区中山西路138号',
    postal_code: '315010',
    legal_person: '张建华',
    legal_person_phone: '0574-87310000',
    contact_person: '张明',
    contact_mobile: '13857400001',
    phone: '0574-87310001',
    email: 'md-wy@example.cn',
    website: '',
    safety_manager: '刘安',
    safety_manager_mobile: '13957400011',
    fixed_assets: '1200',
  },
  {
    key: 'e2',
    name: '宁波鄞州恒力机械制造有限公司',
    uscc: '91330212MA2H8K7Q11',
    unit_type: 'use',
    area_code: '330212',
    address: '宁波市鄞州区金谷北路288号',
    postal_code: '315100',
    legal_person: '李国强',
    legal_person_phone: '0574-88230000',
    contact_person: '李红',
    contact_mobile: '13857400002',
    phone: '0574-88230001',
    email: 'hl-jx@example.cn',
    website: '',
    safety_manager: '何平',
    safety_manager_mobile: '13957400022',
    fixed_assets: '5600',
  },
  {
    key: 'c1',
    name: '宁波甬安电梯安装工程有限公司',
    uscc: '91330203MA2CT5N8GC',
    unit_type: 'install',
    area_code: '330203',
    address: '宁波市海曙区望春工业园区杉杉路66号',
    postal_code: '315012',
    legal_person: '钱海峰',
    legal_person_phone: '0574-87520000',
    contact_person: '孙工',
    contact_mobile: '13857400006',
    phone: '0574-87520001',
    email: 'ya-dt@example.cn',
    website: '',
    safety_manager: '孙工',
    safety_manager_mobile: '13957400066',
    fixed_assets: '800',
  },
  {
    key: 'm1',
    name: '宁波安顺电梯维保有限公司',
    uscc: '91330212MA2D6W4X5P',
    unit_type: 'maintain',
    area_code: '330212',
    address: '宁波市鄞州区首南街道泰康中路456号',
    postal_code: '315194',
    legal_person: '郑安顺',
    legal_person_phone: '0574-88150000',
    contact_person: '周维',
    contact_mobile: '13857400008',
    phone: '0574-88150001',
    email: 'as-wb@example.cn',
    website: '',
    safety_manager: '周维',
    safety_manager_mobile: '13957400088',
    fixed_assets: '600',
  },
  {
    key: 'f1',
    name: '宁波甬江压力容器制造有限公司',
    uscc: '91330211MA2E3R6T7N',
    unit_type: 'manufacture',
    area_code: '330211',
    address: '宁波市镇海区骆驼街道荣吉路518号',
    postal_code: '315202',
    legal_person: '冯志刚',
    legal_person_phone: '0574-86550000',
    contact_person: '许工',
    contact_mobile: '13857400009',
    phone: '0574-86550001',
    email: 'yj-ry@example.cn',
    website: '',
    safety_manager: '许工',
    safety_manager_mobile: '13957400099',
    fixed_assets: '3200',
  },
  {
    key: 't1',
    name: '宁波诚测电梯检测有限公司',
    uscc: '91330203MA2F8P2L9D',
    unit_type: 'testing',
    area_code: '330203',
    address: '宁波市海曙区集士港镇广业路77号',
    postal_code: '315171',
    legal_person: '蒋诚',
    legal_person_phone: '0574-87880000',
    contact_person: '蒋测',
    contact_mobile: '13857400010',
    phone: '0574-87880001',
    email: 'cc-jc@example.cn',
    website: '',
    safety_manager: '',
    safety_manager_mobile: '',
    fixed_assets: '',
  },
] as const;

/** The demo accounts the README lists; `legacy` keeps a simple password with a hash from the old system's lower cost. */
export const DEMO_ACCOUNTS = [
  { loginName: 'admin', password: 'Admin@123456', name: '平台管理员', unit: 'admin', roles: ['role-admin'], isMain: true, note: '管理员：审核账号注册与密码重置' },
  { loginName: 'demo', password: 'Demo@123456', name: '张明', unit: 'e1', roles: ['role-use', 'role-maintain'], isMain: true, note: '企业用户：使用单位 + 维保单位，可切换角色' },
  { loginName: 'demo2', password: 'Demo2@123456', name: '李红', unit: 'e2', roles: ['role-use'], isMain: true, note: '另一家企业的用户' },
  { loginName: 'inspector', password: 'Jianyan@123456', name: '王检', unit: 'inspect', roles: ['role-inspect'], isMain: true, note: '检验机构人员' },
  { loginName: 'legacy', password: 'legacy123', name: '陈旧', unit: 'e1', roles: ['role-use'], isMain: false, note: '从旧系统迁移的简单密码账号，登录后会提醒修改密码' },
  { loginName: 'registry', password: 'Dengji@123456', name: '赵登记', unit: 'admin', roles: ['role-registry'], isMain: false, note: '登记机关人员：受理、退回、审核使用登记申请' },
  { loginName: 'shigong', password: 'Shigong@123456', name: '孙工', unit: 'c1', roles: ['role-construct'], isMain: true, note: '安装改造修理单位：办理施工告知和监督检验申请' },
  { loginName: 'caiwu', password: 'Caiwu@123456', name: '钱会计', unit: 'inspect', roles: ['role-finance'], isMain: false, note: '检验机构财务：确认转账缴费凭证' },
  {
    loginName: 'weibao',
    password: 'Weibao@123456',
    name: '周维',
    unit: 'm1',
    roles: ['role-maintain'],
    isMain: true,
    note: '维保单位：认领使用单位交来的电梯，登记维保记录、救援与故障',
  },
  { loginName: 'zhizao', password: 'Zhizao@123456', name: '许工', unit: 'f1', roles: ['role-manufacture'], isMain: true, note: '制造单位：申请产品制造监督检验，查询监检证书' },
  { loginName: 'jiance', password: 'Jiance@123456', name: '蒋测', unit: 't1', roles: ['role-detect'], isMain: true, note: '电梯检测机构：录入电梯自行检测结果' },
] as const;

const LEGACY_COST = 1_000;

/** The built-in roles; kept in step with the contract's permission tree on every start. */
export async function syncBuiltInRoles(db: Database): Promise<void> {
  for (const r of ROLES) {
    const menuIds = JSON.stringify(expandGrants(r.grants).filter((id) => !r.withheld?.includes(id)));
    await db
      .insertInto('roles')
      .values({ id: r.id, role_type: r.roleType, name: r.name, menu_ids: menuIds, sort: r.sort })
      .onConflict((oc) => oc.column('id').doUpdateSet({ menu_ids: menuIds }))
      .execute();
  }
}

/** True when the database has no users yet: demo data only ever goes into a new database. */
export async function isEmpty(db: Database): Promise<boolean> {
  return !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/** Units, accounts and a welcome message for each, equipment and operators, in one transaction (the workflows follow in demo-flows). */
export async function seedDemo(db: Database, passwordCost: number): Promise<void> {
  const now = nowIso();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password, a.loginName === 'legacy' ? LEGACY_COST : passwordCost)));
  await db.transaction().execute(async (trx) => {
    const unitIds = new Map<string, string>();
    for (const u of UNITS) {
      const id = newId();
      unitIds.set(u.key, id);
      const { key: _key, ...fields } = u;
      await trx
        .insertInto('units')
        .values({ id, ...fields, status: 'active', created_at: now, updated_at: now, version: 1 })
        .execute();
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const id = newId();
      await trx
        .insertInto('users')
        .values({
          id,
          unit_id: unitIds.get(a.unit)!,
          login_name: a.loginName,
          name: a.name,
          phone: '0574-87000000',
          mobile: `138574000${String(i).padStart(2, '0')}`,
          id_card: '',
          password_hash: hashes[i],
          status: 'active',
          is_main: a.isMain ? 1 : 0,
          created_at: now,
          updated_at: now,
          version: 1,
        })
        .execute();
      for (const roleId of a.roles) await trx.insertInto('user_roles').values({ user_id: id, role_id: roleId }).execute();
      // The inspection body's and the registry's staff work the whole city.
      if ((a.roles as readonly string[]).some((r) => r === 'role-inspect' || r === 'role-registry'))
        await trx.insertInto('staff_areas').values({ user_id: id, area_code: '330200' }).execute();
      await trx
        .insertInto('messages')
        .values({
          id: newId(),
          user_id: id,
          title: '欢迎使用特种设备企业服务平台',
          content: '您可以在这里办理设备登记、在线报检、缴费与报告下载等业务。审批结果、到期提醒等通知都会发送到消息中心。',
          status: 'unread',
          prev_status: 'unread',
          created_at: now,
          read_at: null,
        })
        .execute();
    }
    const today = chinaToday();
    for (const unit of ['e1', 'e2'] as const) {
      const u = UNITS.find((x) => x.key === unit)!;
      const rows = demoEquipment(unit, unitIds.get(unit)!, { code: u.area_code, street: u.address }, today, now);
      for (let i = 0; i < rows.length; i += 50)
        await trx
          .insertInto('equipment')
          .values(rows.slice(i, i + 50))
          .execute();
      const inspections = demoInspections(rows, now);
      for (let i = 0; i < inspections.length; i += 50)
        await trx
          .insertInto('equipment_inspections')
          .values(inspections.slice(i, i + 50))
          .execute();
      const people = demoOperators(unit, unitIds.get(unit)!, u.area_code, today, now);
      await trx.insertInto('operators').values(people.operators).execute();
      await trx.insertInto('qualifications').values(people.qualifications).execute();
    }
  });
}
