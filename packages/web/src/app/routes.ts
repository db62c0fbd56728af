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
export const FORBIDDEN_PATH = '/401';

/** Pages outside the shell; all reachable without a session (spec §2). */
export const standaloneRoutes: AppRoute[] = [
  { name: LOGIN_NAME, path: LOGIN_PATH, meta: { title: '登录', hideInMenu: true }, page: () => import('../pages/login/login-page') },
  { name: SSO_NAME, path: '/ssologin', meta: { title: '单点登录', hideInMenu: true }, page: () => import('../pages/sso/sso-login-page') },
];

/** Pages inside the shell: each gets a tab and a breadcrumb when opened. */
export const shellRoutes: AppRoute[] = [
  { name: HOME_NAME, path: HOME_PATH, meta: { title: '首页', icon: 'home', access: 'home' }, page: () => import('../pages/home/home-page') },
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
    name: 'system',
    path: '/system',
    meta: { title: '系统维护', icon: 'setting', access: 'system', showAlways: true },
    children: [
      {
        name: 'system_error_log',
        path: '/system/error-log',
        meta: { title: '全部错误日志', icon: 'bug', access: 'system.errorLog' },
        page: () => import('../pages/error-log/all-error-log-page'),
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
