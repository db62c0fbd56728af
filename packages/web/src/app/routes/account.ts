import { TERMS } from '@portal/contract/domain/glossary';

import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const accountGroup: AppRoute = {
  name: 'account',
  path: '/account',
  meta: { title: '企业账号管理', icon: 'team', access: 'account', showAlways: true },
  children: [
    {
      name: 'account_check',
      path: PATHS.registerCheck,
      meta: { title: '注册审核', icon: 'solution', access: 'account.check' },
      page: () => import('../../pages/registration/register-check-page'),
    },
    {
      name: 'account_register_detail',
      path: PATHS.registerDetail,
      meta: { title: '注册申请详情', icon: 'solution', access: 'account.check', hideInMenu: true },
      page: () => import('../../pages/registration/register-detail-page'),
    },
    {
      name: 'account_manager',
      path: PATHS.members,
      meta: { title: '成员账号管理', icon: 'user', access: 'account.manager' },
      page: () => import('../../pages/member/manager-page'),
    },
    {
      name: 'account_add_account',
      path: PATHS.addAccount,
      // Opened from the list's guarded 新增 button.
      meta: { title: '新增成员账号', icon: 'userAdd', access: 'account.create', hideInMenu: true },
      page: () => import('../../pages/member/add-account-page'),
    },
    {
      name: 'account_account_detail',
      path: PATHS.accountDetail,
      meta: { title: '成员账号详情', icon: 'user', access: 'account.manager', hideInMenu: true },
      page: () => import('../../pages/member/account-detail-page'),
    },
    {
      name: 'account_reset_password_check_list',
      path: PATHS.resetCheckList,
      meta: { title: '密码重置审核', icon: 'key', access: 'account.resetCheck' },
      page: () => import('../../pages/password-reset/reset-password-check-list-page'),
    },
    {
      name: 'account_reset_password_query_list',
      path: PATHS.resetQueryList,
      meta: { title: '密码重置查询', icon: 'fileSearch', access: 'account.resetCheck' },
      page: () => import('../../pages/password-reset/reset-password-query-list-page'),
    },
    {
      name: 'account_reset_password_detail',
      path: PATHS.resetDetail,
      meta: { title: '密码重置详情', icon: 'key', access: 'account.resetCheck', hideInMenu: true },
      page: () => import('../../pages/password-reset/reset-password-detail-page'),
    },
    {
      name: 'account_unit_change_check',
      path: PATHS.unitChangeCheck,
      meta: { title: `${TERMS.unitChange}审核`, icon: 'audit', access: 'account.unitChangeCheck' },
      page: () => import('../../pages/unit/unit-change-check-page'),
    },
  ],
};
