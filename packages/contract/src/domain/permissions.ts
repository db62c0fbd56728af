import { TERMS } from './glossary';

/**
 * The permission tree. Every menu group, page and guarded operation has an id; a role grants a
 * list of these ids (its menuIdList), the web filters menus and routes by them and the server
 * refuses a route whose id the current role lacks. Ids are stable strings: they are stored in roles.
 */
export interface PermissionNode<I extends string = string> {
  id: I;
  title: string;
  /** 'menu' groups and pages; 'button' guards an operation inside a page. */
  kind: 'menu' | 'button';
  children?: readonly PermissionNode[];
}

/** A node that also carries, as a type only, the ids of itself and everything below it. */
type Node<Ids extends string> = PermissionNode & { readonly __ids?: Ids };
type IdsBelow<C extends readonly Node<string>[]> = NonNullable<C[number]['__ids']>;

// Generic so each literal id is kept: PermissionId below is derived from the tree.
const menu = <const I extends string, const C extends readonly Node<string>[] = []>(id: I, title: string, children?: C): Node<I | IdsBelow<C>> => ({
  id,
  title,
  kind: 'menu',
  children,
});
const button = <const I extends string>(id: I, title: string): Node<I> => ({ id, title, kind: 'button' });

const TREE = [
  menu('home', '首页'),
  menu('notice', '通知公告'),
  menu('message', '消息中心'),
  menu('errorLog', '错误日志'),
  menu('construction', '施工告知', [menu('construction.register', '施工告知登记'), menu('construction.query', '施工告知查询')]),
  // A maintenance unit files its service items and prices; use units search the published ones.
  menu('maintainPrice', '维保项目与价格', [menu('maintainPrice.filing', '维保价格申报'), menu('maintainPrice.search', '维保价格查询')]),
  menu('implementation', '维保单位变更管理', [
    menu('implementation.apply', '维保单位变更申请'),
    menu('implementation.query', '维保单位变更查询'),
    // The maintenance unit's side: the changes naming it, to claim or decline, and its own registration.
    menu('implementation.claim', '维保认领'),
    menu('implementation.register', '维保单位备案'),
    // A use unit with staff holding a repair item maintains some of its equipment itself, once the registry approves.
    menu('implementation.selfMaintain', '自行维保申请'),
  ]),
  menu('equipment', '设备管理', [
    menu('equipment.overview', '设备概况'),
    menu('equipment.query', '设备查询'),
    menu('equipment.edit', '设备信息维护', [button('equipment.add', '新增设备'), button('equipment.import', '导入设备'), button('equipment.export', '导出设备')]),
    menu('equipment.operator', '作业人员'),
    menu('equipment.safetyValve', '安全阀校验'),
  ]),
  menu('useRecord', '使用登记', [
    menu('useRecord.apply', '使用登记申请'),
    menu('useRecord.query', '使用登记查询'),
    menu('useRecord.change', '登记变更'),
    menu('useRecord.termination', '停用注销报废'),
    menu('useRecord.entrust', '委托申报'),
    menu('useRecord.method', '登记办理方式'),
  ]),
  menu('companyInfo', '单位信息维护', [menu('companyInfo.maintain', '单位信息'), menu('companyInfo.history', '单位信息变更记录')]),
  menu('companyService', '在线报检与缴费', [
    menu('companyService.apply', '在线报检'),
    menu('companyService.query', '报检查询'),
    menu('companyService.report', '报告查询'),
    menu('companyService.superintend', '监督检验申请'),
    menu('companyService.pay', '扫码缴费'),
    menu('companyService.rectify', '整改反馈'),
    menu('companyService.interaction', '检验互动'),
    menu('companyService.invoice', '发票申请'),
    menu('companyService.declaration', '登记申报记录'),
    menu('companyService.maintenance', '电梯维保记录'),
  ]),
  // 困人救援与故障 (workflows.md §9): the use unit and the maintenance unit holding the elevator.
  menu('rescue', '电梯救援与故障', [menu('rescue.rescue', '困人救援'), menu('rescue.fault', '故障登记')]),
  menu('elevatorDetection', '电梯检测', [
    menu('elevatorDetection.compliance', '符合性声明'),
    menu('elevatorDetection.inform', '电梯使用标志打印'),
    // The elevator testing body's page: it records and issues the self-test results.
    menu('elevatorDetection.record', '自行检测录入'),
  ]),
  menu('monitoringHandle', '制造监督检验', [
    menu('monitoringHandle.pressureVessel', '压力容器监检'),
    menu('monitoringHandle.boiler', '锅炉监检'),
    menu('monitoringHandle.pipeline', '管道元件监检'),
    menu('monitoringHandle.report', '监检证书查询'),
  ]),
  menu('system', '系统维护', [
    menu('system.dict', '字典维护'),
    menu('system.notice', '公告维护'),
    menu('system.errorLog', '全部错误日志'),
    menu('system.smsOutbox', '短信发件箱'),
    menu('system.account', '全部账号管理'),
    menu('system.auditChain', '审计日志校验'),
    menu('system.calendar', '工作日历'),
    menu('system.registry', '登记机关'),
    menu('system.duplicateCodes', '重复设备代码'),
  ]),
  // The registry's (登记机关) work: what units submit in its areas, to accept, return, refuse or approve.
  menu('registry', '登记审核', [
    menu('registry.useRegist', '使用登记审核'),
    menu('registry.regChange', '变更与注销审核'),
    menu('registry.construction', '施工告知接收'),
    menu('registry.licence', '施工许可审核'),
    menu('registry.maintainPrice', '维保价格审核'),
    menu('registry.maintenance', '维保单位备案审核'),
    menu('registry.selfMaintain', '自行维保审核'),
  ]),
  // The inspection body's work: the applications addressed to it, its fee table and relief policies, and its finance.
  menu('inspection', '检验业务', [
    menu('inspection.queue', '报检受理'),
    menu('inspection.fees', '收费标准'),
    menu('inspection.relief', '减免政策'),
    menu('inspection.finance', '缴费确认'),
    menu('inspection.rectify', '整改确认'),
    menu('inspection.interaction', '检验互动'),
    menu('inspection.invoice', '开票管理'),
  ]),
  menu('account', '企业账号管理', [
    menu('account.check', '注册审核'),
    menu('account.manager', '成员账号管理', [button('account.create', '新增成员账号')]),
    menu('account.resetCheck', '密码重置审核'),
    menu('account.unitChangeCheck', `${TERMS.unitChange}审核`),
  ]),
] as const;

/** Every permission id of the tree, as a type: endpoints and routes can only name ids that exist. */
export type PermissionId = IdsBelow<typeof TREE>;

export const PERMISSION_TREE: readonly PermissionNode[] = TREE;

/** Every id in a tree, depth first. */
export function permissionIds(tree: readonly PermissionNode[] = PERMISSION_TREE): string[] {
  return tree.flatMap((n) => [n.id, ...permissionIds(n.children ?? [])]);
}

/** Ids of a node and all below it, for granting a whole group. */
export function subtreeIds(id: string, tree: readonly PermissionNode[] = PERMISSION_TREE): string[] {
  for (const n of tree) {
    if (n.id === id) return permissionIds([n]);
    const found = subtreeIds(id, n.children ?? []);
    if (found.length) return found;
  }
  return [];
}

/** How the portal runs: the city's enterprise service platform, or the institute's self-service re-issue platform. */
export const PORTAL_MODES = ['portal', 'selfService'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

/**
 * The menu of the self-service re-issue platform (spec §1): reports and the documents around them, and the
 * conversations, rectification and invoices that go with them, and the unit's registration declarations; every other
 * page stays out of its menu.
 */
export const SELF_SERVICE_MENU: readonly PermissionId[] = [
  'home',
  'notice',
  'message',
  'companyService',
  'companyService.report',
  'companyService.rectify',
  'companyService.interaction',
  'companyService.invoice',
  'companyService.declaration',
  'inspection',
  'inspection.rectify',
  'inspection.interaction',
  'inspection.invoice',
];

/** Role types: who a role is for. Names of actual roles live in the database. */
export const ROLE_TYPES = {
  admin: '管理员',
  use: '使用单位',
  maintain: '维保单位',
  inspect: '检验机构',
  registry: '登记机关',
  construct: '安装改造修理单位',
  manufacture: '制造单位',
  detect: '电梯检测机构',
} as const;
export type RoleType = keyof typeof ROLE_TYPES;

/** Role types whose users see by the areas an administrator gives them (staff areas), not by their own unit. */
export const AREA_ROLE_TYPES: readonly RoleType[] = ['inspect', 'registry'];
