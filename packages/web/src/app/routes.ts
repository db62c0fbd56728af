import { LIST_PATHS, PATHS } from '../routes/paths';
import type { AppRoute } from './route-types';
import { accountGroup } from './routes/account';
import { companyInfoGroup } from './routes/company-info';
import { companyServiceGroup } from './routes/company-service';
import { constructionGroup } from './routes/construction';
import { elevatorDetectionGroup } from './routes/elevator-detection';
import { elevatorRescueGroup } from './routes/elevator-rescue';
import { equipmentGroup } from './routes/equipment';
import { implementationGroup } from './routes/implementation';
import { inspectionGroup } from './routes/inspection';
import { maintainPriceGroup } from './routes/maintain-price';
import { monitoringHandleGroup } from './routes/monitoring-handle';
import { registryGroup } from './routes/registry';
import { systemGroup } from './routes/system';
import { topLevelPages } from './routes/top-level';
import { useRecordGroup } from './routes/use-record';

/**
 * The route table: the router, side menu, breadcrumb, tabs, home shortcuts and guard all read it.
 * Only pages that exist are listed; a later page joins by adding its entry here, or in its menu
 * group's file under routes/. Addresses come from routes/paths.ts, where pages read them too.
 */

export const LOGIN_NAME = 'login';
export const SSO_NAME = 'ssologin';
export const MOBILE_UPLOAD_NAME = 'attachmentUploadMobile';

/** Pages outside the shell; all reachable without a session (spec §2). */
export const standaloneRoutes: AppRoute[] = [
  { name: LOGIN_NAME, path: PATHS.login, meta: { title: '登录', hideInMenu: true }, page: () => import('../pages/login/login-page') },
  { name: SSO_NAME, path: PATHS.ssoLogin, meta: { title: '单点登录', hideInMenu: true }, page: () => import('../pages/sso/sso-login-page') },
  {
    name: MOBILE_UPLOAD_NAME,
    path: PATHS.mobileUpload,
    meta: { title: '手机上传附件', hideInMenu: true },
    page: () => import('../pages/mobile-upload/mobile-upload-page'),
  },
  { name: 'register', path: PATHS.register, meta: { title: '企业账号注册申请', hideInMenu: true }, page: () => import('../pages/registration/register-page') },
  { name: 'register_success', path: PATHS.registerSuccess, meta: { title: '注册申请已提交', hideInMenu: true }, page: () => import('../pages/registration/register-success-page') },
  { name: 'regCheackList', path: PATHS.registerQuery, meta: { title: '注册结果查询', hideInMenu: true }, page: () => import('../pages/registration/reg-check-list-page') },
  { name: 'resetPassword', path: PATHS.resetPassword, meta: { title: '找回密码', hideInMenu: true }, page: () => import('../pages/password-reset/reset-password-page') },
  { name: 'resetSuccess', path: PATHS.resetSuccess, meta: { title: '密码重置申请已提交', hideInMenu: true }, page: () => import('../pages/password-reset/reset-success-page') },
  {
    name: 'notLoginOnlineApply',
    path: PATHS.notLoginOnlineApply,
    meta: { title: '无账号报检', hideInMenu: true },
    page: () => import('../pages/online-apply/no-account-apply-page'),
  },
  {
    name: 'notLoginOnlinePay',
    path: PATHS.notLoginOnlinePay,
    meta: { title: '报检进度查询与缴费', hideInMenu: true },
    page: () => import('../pages/online-apply/not-login-pay-page'),
  },
  // Opened from a document's QR code, often on a phone: no session, no antd.
  { name: 'verify', path: PATHS.verify, meta: { title: '证书核验', hideInMenu: true }, page: () => import('../pages/verify/verify-page') },
  // 一机一码: the QR code of an elevator's use mark opens its public record (earlier router set /eleInfoPublic).
  { name: 'eleInfoPublic', path: PATHS.eleInfo, meta: { title: '电梯信息公示', hideInMenu: true }, page: () => import('../pages/ele-info/ele-info-page') },
];

/** Addresses of the earlier portal (spec §2's earlier router set) and the page each lands on now, with its query kept. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/onlineApply': PATHS.onlineApply,
  '/newApply': PATHS.onlineApply,
  // 自助报检: filing without logging in.
  '/selfApply': PATHS.notLoginOnlineApply,
  '/onlinePay': PATHS.payCode,
  '/progressQuery': PATHS.onlineApplyQuery,
  // 自助补打: the reports and the documents issued with them are re-issued from the report query.
  '/selfReplacementList': PATHS.reportQuery,
  '/selfReplacementQuery': PATHS.reportQuery,
  // 委托申报 and the ways to register are use-registration matters: their pages sit in that menu.
  '/entrustDeclaration': PATHS.entrust,
  '/registrationMethod': PATHS.registrationMethod,
  // 维保价格: the maintenance unit's filings, and the published prices use units search.
  '/maipricList': PATHS.maintainPriceFilings,
  '/maipricList2': PATHS.maintainPriceBySet,
  '/bySet': PATHS.maintainPriceBySet,
  '/byUnit': PATHS.maintainPriceByUnit,
  // Field vehicles and safety valves are equipment matters: their pages sit in the equipment menu.
  '/factoryVehicle': LIST_PATHS.fieldVehicle,
  '/safetyValve': PATHS.safetyValve,
};

/** Pages outside the shell that need a session (spec §2 /flowLog-single). */
export const standaloneSessionRoutes: AppRoute[] = [
  { name: 'flowLog_single', path: PATHS.flowLog, meta: { title: '流转记录', hideInMenu: true }, page: () => import('../pages/flow-log/flow-log-single-page') },
];

/** Pages inside the shell: each gets a tab and a breadcrumb when opened. */
export const shellRoutes: AppRoute[] = [
  // Menu order: the side menu, breadcrumb, tabs and home shortcuts keep the order of this list.
  ...topLevelPages,
  constructionGroup,
  implementationGroup,
  companyInfoGroup,
  equipmentGroup,
  useRecordGroup,
  elevatorRescueGroup,
  companyServiceGroup,
  elevatorDetectionGroup,
  monitoringHandleGroup,
  registryGroup,
  maintainPriceGroup,
  inspectionGroup,
  systemGroup,
  accountGroup,
];

/** Error pages render inside the shell but open no tab. The catch-all comes last. */
export const errorRoutes: AppRoute[] = [
  { name: 'error_401', path: PATHS.forbidden, meta: { title: '无权访问', hideInMenu: true }, page: () => import('../pages/error/forbidden-page') },
  { name: 'error_500', path: PATHS.serverError, meta: { title: '服务器出错', hideInMenu: true }, page: () => import('../pages/error/server-error-page') },
  { name: 'error_404', path: '*', meta: { title: '页面不存在', hideInMenu: true }, page: () => import('../pages/error/not-found-page') },
];

export interface PageEntry {
  route: AppRoute;
  /** Menu groups above the page, outermost first. */
  parents: AppRoute[];
}

/** Every shell page with its parent groups, depth first. */
export function flattenPages(routes: AppRoute[], parents: AppRoute[] = []): PageEntry[] {
  return routes.flatMap((r) => [...(r.page ? [{ route: r, parents }] : []), ...flattenPages(r.children ?? [], [...parents, r])]);
}
