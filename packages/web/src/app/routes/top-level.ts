import { HOME_NAME, PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

/** The single pages above the menu groups. */
export const topLevelPages: AppRoute[] = [
  { name: HOME_NAME, path: PATHS.home, meta: { title: '首页', icon: 'home', access: 'home' }, page: () => import('../../pages/home/home-page') },
  { name: 'notice', path: PATHS.notice, meta: { title: '通知公告', icon: 'notice', access: 'notice' }, page: () => import('../../pages/article/notice-page') },
  {
    name: 'notice_detail',
    path: PATHS.noticeDetail,
    meta: { title: '公告详情', icon: 'notice', access: 'notice', hideInMenu: true },
    page: () => import('../../pages/article/notice-detail-page'),
  },
  {
    name: 'message_page',
    path: PATHS.messages,
    meta: { title: '消息中心', icon: 'message', access: 'message' },
    page: () => import('../../pages/message/message-page'),
  },
  {
    name: 'error_logger_page',
    path: PATHS.myErrorLog,
    // Reached from the user menu; an investigation's filters are lost when the tab closes, so ask first.
    meta: { title: '错误日志', icon: 'bug', access: 'errorLog', hideInMenu: true, beforeCloseName: 'before_close_normal' },
    page: () => import('../../pages/error-log/my-error-log-page'),
  },
];
