import type { EquipmentTypeCode } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { DETAIL_ROUTE_NAMES } from '../pages/equipment/equipment-routes';
import type { AppRoute } from './route-types';

/**
 * The route table: the router, side menu, breadcrumb, tabs, home shortcuts and guard all read it.
 * Only pages that exist are listed; a later page joins by adding its entry here.
 */

export const HOME_NAME = 'home';
export const HOME_PATH = '/home';
export const LOGIN_NAME = 'login';
export const LOGIN_PATH = '/login';
export const SSO_NAME = 'ssologin';
export const MOBILE_UPLOAD_NAME = 'attachmentUploadMobile';
export const FORBIDDEN_PATH = '/401';

/** Pages outside the shell; all reachable without a session (spec §2). */
export const standaloneRoutes: AppRoute[] = [
  { name: LOGIN_NAME, path: LOGIN_PATH, meta: { title: '登录', hideInMenu: true }, page: () => import('../pages/login/login-page') },
  { name: SSO_NAME, path: '/ssologin', meta: { title: '单点登录', hideInMenu: true }, page: () => import('../pages/sso/sso-login-page') },
  {
    name: MOBILE_UPLOAD_NAME,
    path: '/attachmentUploadMobile',
    meta: { title: '手机上传附件', hideInMenu: true },
    page: () => import('../pages/mobile-upload/mobile-upload-page'),
  },
  { name: 'register', path: '/register', meta: { title: '企业账号注册申请', hideInMenu: true }, page: () => import('../pages/register/register-page') },
  { name: 'register_success', path: '/register-success', meta: { title: '注册申请已提交', hideInMenu: true }, page: () => import('../pages/register/register-success-page') },
  { name: 'regCheackList', path: '/regCheackList', meta: { title: '注册结果查询', hideInMenu: true }, page: () => import('../pages/register/reg-check-list-page') },
  { name: 'resetPassword', path: '/resetPassword', meta: { title: '找回密码', hideInMenu: true }, page: () => import('../pages/reset-password/reset-password-page') },
  { name: 'resetSuccess', path: '/resetSuccess', meta: { title: '密码重置申请已提交', hideInMenu: true }, page: () => import('../pages/reset-password/reset-success-page') },
];

/** Pages outside the shell that need a session (spec §2 /flowLog-single). */
export const standaloneSessionRoutes: AppRoute[] = [
  { name: 'flowLog_single', path: '/flowLog-single', meta: { title: '流转记录', hideInMenu: true }, page: () => import('../pages/flow-log/flow-log-single-page') },
];

/** Pages inside the shell: each gets a tab and a breadcrumb when opened. */
export const shellRoutes: AppRoute[] = [
  { name: HOME_NAME, path: HOME_PATH, meta: { title: '首页', icon: 'home', access: 'home' }, page: () => import('../pages/home/home-page') },
  { name: 'notice', path: '/notice', meta: { title: '通知公告', icon: 'notice', access: 'notice' }, page: () => import('../pages/notice/notice-page') },
  {
    name: 'notice_detail',
    path: '/notice/detail',
    meta: { title: '公告详情', icon: 'notice', access: 'notice', hideInMenu: true },
    page: () => import('../pages/notice/notice-detail-page'),
  },
  {
    name: 'message_page',
    path: '/message_page',
    meta: { title: '消息中心', icon: 'message', access: 'message' },
    page: () => import('../pages/message/message-page'),
  },
  {
    name: 'error_logger_page',
    path: '/error_logger_page',
    // Reached from the user menu; an investigation's filters are lost when the tab closes, so ask first.
    meta: { title: '错误日志', icon: 'bug', access: 'errorLog', hideInMenu: true, beforeCloseName: 'before_close_normal' },
    page: () => import('../pages/error-log/my-error-log-page'),
  },
  {
    name: 'company_info',
    path: '/company-info',
    meta: { title: '单位信息维护', icon: 'bank', access: 'companyInfo', showAlways: true },
    children: [
      {
        name: 'company_info_maintain',
        path: '/company-info/maintain',
        meta: { title: '单位信息', icon: 'profile', access: 'companyInfo.maintain' },
        page: () => import('../pages/company-info/maintain-page'),
      },
      {
        name: 'company_info_history',
        path: '/company-info/maintain-history',
        meta: { title: '变更记录', icon: 'history', access: 'companyInfo.history' },
        page: () => import('../pages/company-info/history-page'),
      },
    ],
  },
  {
    name: 'equipment',
    path: '/equipment',
    meta: { title: '设备管理', icon: 'equipment', access: 'equipment', showAlways: true },
    children: [
      {
        name: 'equipment_overview',
        path: '/equipment/overview',
        meta: { title: '设备概况', icon: 'dashboard', access: 'equipment.overview' },
        page: () => import('../pages/equipment/overview/overview-page'),
      },
      // Spec §2 query lists: one page, told which list it is.
      ...(
        [
          ['comprehensive', 'query-comprehensive', '综合查询', 'fileSearch'],
          ['timeout', 'query-timeout', '超期未检', 'clockCircle'],
          ['fault', 'query-fault', '检验不合格', 'warning'],
          ['nonUse', 'query-non-use', '停用设备', 'pauseCircle'],
          ['aboutExpire', 'query-about-expire', '即将到期', 'fieldTime'],
          ['payloadTime', 'query-payload-time', '载荷试验到期', 'experiment'],
          ['pressurePiping', 'query-pressure-piping', '压力管道', 'pipeline'],
        ] as const
      ).map(
        ([kind, path, title, icon]): AppRoute => ({
          name: `equipment_${path.replaceAll('-', '_')}`,
          path: `/equipment/${path}`,
          meta: { title, icon, access: 'equipment.query' },
          page: () => import('../pages/equipment/query/list-pages').then((m) => ({ default: m.LIST_PAGES[kind] })),
        }),
      ),
      {
        name: 'equipment_device_info_new',
        path: '/equipment/device-info-new',
        // ?mode=add (default, choose the category first) | edit | view, &id= for a stored record.
        meta: { title: '设备信息维护', icon: 'form', access: 'equipment.edit' },
        page: () => import('../pages/equipment/device-info-new-page'),
      },
      {
        name: 'equipment_pipeline_info_new',
        path: '/equipment/pipeline-info-new',
        meta: { title: '压力管道登记', icon: 'pipeline', access: 'equipment.edit' },
        page: () => import('../pages/equipment/pipeline-info-new-page'),
      },
      {
        name: 'equipment_import',
        path: '/equipment/import',
        meta: { title: '设备导入', icon: 'import', access: 'equipment.import' },
        page: () => import('../pages/equipment/import/import-page'),
      },
      // Spec §2 detail pages, one per category; the same page shows the record of ?id=.
      ...(Object.keys(DETAIL_ROUTE_NAMES) as EquipmentTypeCode[]).map(
        (t): AppRoute => ({
          name: `equipment_detail_${DETAIL_ROUTE_NAMES[t]}`,
          path: `/equipment/detail/${DETAIL_ROUTE_NAMES[t]}`,
          meta: { title: `${EQUIPMENT_TYPE_NAMES[t]}详情`, icon: 'profile', access: 'equipment.query', hideInMenu: true },
          page: () => import('../pages/equipment/detail/detail-page'),
        }),
      ),
      {
        name: 'equipment_operator',
        path: '/equipment/operator',
        meta: { title: '作业人员', icon: 'idcard', access: 'equipment.operator' },
        page: () => import('../pages/equipment/operator/operator-list-page'),
      },
      {
        name: 'equipment_operator_info',
        path: '/equipment/operator-info',
        // Opened from the list (?mode=add|edit|view&id=); each operator gets its own tab.
        meta: { title: '作业人员信息', icon: 'idcard', access: 'equipment.operator', hideInMenu: true },
        page: () => import('../pages/equipment/operator/operator-info-page'),
      },
      {
        name: 'equipment_operator_overview',
        path: '/equipment/operator-overview',
        meta: { title: '作业人员概况', icon: 'safetyCertificate', access: 'equipment.operator' },
        page: () => import('../pages/equipment/operator/operator-overview-page'),
      },
    ],
  },
  {
    name: 'system',
    path: '/system',
    meta: { title: '系统维护', icon: 'setting', access: 'system', showAlways: true },
    children: [
      {
        name: 'system_dict',
        path: '/system/dict',
        meta: { title: '字典维护', icon: 'book', access: 'system.dict' },
        page: () => import('../pages/system/dict/dict-page'),
      },
      {
        name: 'system_notice',
        path: '/system/notice',
        meta: { title: '公告维护', icon: 'notice', access: 'system.notice' },
        page: () => import('../pages/system/notice/notice-admin-page'),
      },
      {
        name: 'system_error_log',
        path: '/system/error-log',
        meta: { title: '全部错误日志', icon: 'bug', access: 'system.errorLog' },
        page: () => import('../pages/error-log/all-error-log-page'),
      },
      {
        name: 'system_sms_outbox',
        path: '/system/sms-outbox',
        meta: { title: '短信发件箱', icon: 'mail', access: 'system.smsOutbox' },
        page: () => import('../pages/system/sms-outbox-page'),
      },
      {
        name: 'system_account',
        path: '/system/account',
        meta: { title: '全部账号管理', icon: 'user', access: 'system.account' },
        page: () => import('../pages/account/member/all-accounts-page'),
      },
    ],
  },
  {
    name: 'account',
    path: '/account',
    meta: { title: '企业账号管理', icon: 'team', access: 'account', showAlways: true },
    children: [
      {
        name: 'account_check',
        path: '/account/check',
        meta: { title: '注册审核', icon: 'solution', access: 'account.check' },
        page: () => import('../pages/account/register/register-check-page'),
      },
      {
        name: 'account_register_detail',
        path: '/account/register-detail',
        meta: { title: '注册申请详情', icon: 'solution', access: 'account.check', hideInMenu: true },
        page: () => import('../pages/account/register/register-detail-page'),
      },
      {
        name: 'account_manager',
        path: '/account/manager',
        meta: { title: '成员账号管理', icon: 'user', access: 'account.manager' },
        page: () => import('../pages/account/member/manager-page'),
      },
      {
        name: 'account_add_account',
        path: '/account/add-account',
        // Opened from the list's guarded 新增 button.
        meta: { title: '新增成员账号', icon: 'userAdd', access: 'account.create', hideInMenu: true },
        page: () => import('../pages/account/member/add-account-page'),
      },
      {
        name: 'account_account_detail',
        path: '/account/account-detail',
        meta: { title: '成员账号详情', icon: 'user', access: 'account.manager', hideInMenu: true },
        page: () => import('../pages/account/member/account-detail-page'),
      },
      {
        name: 'account_reset_password_check_list',
        path: '/account/reset-password-check-list',
        meta: { title: '密码重置审核', icon: 'key', access: 'account.resetCheck' },
        page: () => import('../pages/account/reset/reset-password-check-list-page'),
      },
      {
        name: 'account_reset_password_query_list',
        path: '/account/reset-password-query-list',
        meta: { title: '密码重置查询', icon: 'fileSearch', access: 'account.resetCheck' },
        page: () => import('../pages/account/reset/reset-password-query-list-page'),
      },
      {
        name: 'account_reset_password_detail',
        path: '/account/reset-password-detail',
        meta: { title: '密码重置详情', icon: 'key', access: 'account.resetCheck', hideInMenu: true },
        page: () => import('../pages/account/reset/reset-password-detail-page'),
      },
      {
        name: 'account_unit_change_check',
        path: '/account/unit-change-check',
        meta: { title: '单位更名审核', icon: 'audit', access: 'account.unitChangeCheck' },
        page: () => import('../pages/account/unit-change-check-page'),
      },
    ],
  },
];

/** Error pages render inside the shell but open no tab. The catch-all comes last. */
export const errorRoutes: AppRoute[] = [
  { name: 'error_401', path: FORBIDDEN_PATH, meta: { title: '无权访问', hideInMenu: true }, page: () => import('../pages/error/forbidden-page') },
  { name: 'error_500', path: '/500', meta: { title: '服务器出错', hideInMenu: true }, page: () => import('../pages/error/server-error-page') },
  { name: 'error_404', path: '*', meta: { title: '页面不存在', hideInMenu: true }, page: () => import('../pages/error/not-found-page') },
];

export interface PageEntry {
  route: AppRoute;
  /** Menu groups above the page, outermost first. */
  parents: AppRoute[];
}

/** Every shell page with its parent groups, depth first. */
export function flattenPages(routes: AppRoute[], parents: AppRoute[] = []): PageEntry[] {
  return routes.flatMap((r) => [
    ...(r.page ? [{ route: r, parents }] : []),
    ...flattenPages(r.children ?? [], [...parents, r]),
  ]);
}
