import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const systemGroup: AppRoute = {
  name: 'system',
  path: '/system',
  meta: { title: '系统维护', icon: 'setting', access: 'system', showAlways: true },
  children: [
    {
      name: 'system_dict',
      path: PATHS.dict,
      meta: { title: '字典维护', icon: 'book', access: 'system.dict' },
      page: () => import('../../pages/dict/dict-page'),
    },
    {
      name: 'system_notice',
      path: PATHS.noticeAdmin,
      meta: { title: '公告维护', icon: 'notice', access: 'system.notice' },
      page: () => import('../../pages/article/notice-admin-page'),
    },
    {
      name: 'system_error_log',
      path: PATHS.allErrorLog,
      meta: { title: '全部错误日志', icon: 'bug', access: 'system.errorLog' },
      page: () => import('../../pages/error-log/all-error-log-page'),
    },
    {
      name: 'system_sms_outbox',
      path: PATHS.smsOutbox,
      meta: { title: '短信发件箱', icon: 'mail', access: 'system.smsOutbox' },
      page: () => import('../../pages/sms/sms-outbox-page'),
    },
    {
      name: 'system_audit_chain',
      path: PATHS.auditChain,
      meta: { title: '审计日志校验', icon: 'safetyCertificate', access: 'system.auditChain' },
      page: () => import('../../pages/audit/audit-chain-page'),
    },
    {
      name: 'system_calendar',
      path: PATHS.workCalendar,
      meta: { title: '工作日历', icon: 'calendar', access: 'system.calendar' },
      page: () => import('../../pages/calendar/calendar-page'),
    },
    {
      name: 'system_registry',
      path: PATHS.registries,
      meta: { title: '登记机关', icon: 'bank', access: 'system.registry' },
      page: () => import('../../pages/registry/registry-page'),
    },
    {
      name: 'system_duplicate_codes',
      path: PATHS.duplicateCodes,
      meta: { title: '重复设备代码', icon: 'fileSearch', access: 'system.duplicateCodes' },
      page: () => import('../../pages/equipment/duplicate-codes-page'),
    },
    {
      name: 'system_account',
      path: PATHS.allAccounts,
      meta: { title: '全部账号管理', icon: 'user', access: 'system.account' },
      page: () => import('../../pages/member/all-accounts-page'),
    },
  ],
};
