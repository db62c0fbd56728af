import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const implementationGroup: AppRoute = {
  name: 'implementation',
  path: '/implementation',
  meta: { title: '维保单位变更管理', icon: 'swap', access: 'implementation', showAlways: true },
  children: [
    {
      name: 'ModificationMaintenance',
      path: PATHS.maintChangeForm,
      // ?id= continues a saved application.
      meta: { title: '维保单位变更', icon: 'form', access: 'implementation.apply', hideInMenu: true },
      page: () => import('../../pages/maint-change/apply-form-page'),
    },
    {
      name: 'applyIndex',
      path: PATHS.maintChangeApply,
      meta: { title: '维保单位变更申请', icon: 'solution', access: 'implementation.apply' },
      page: () => import('../../pages/maint-change/apply-index-page'),
    },
    {
      name: 'ModificationQuery',
      path: PATHS.maintChangeQuery,
      meta: { title: '维保单位变更查询', icon: 'fileSearch', access: 'implementation.query' },
      page: () => import('../../pages/maint-change/query-page'),
    },
    {
      name: 'detailsIndex',
      path: PATHS.maintChangeDetail,
      meta: { title: '维保单位变更详情', icon: 'profile', access: 'implementation.query', hideInMenu: true },
      page: () => import('../../pages/maint-change/detail-page'),
    },
    {
      name: 'maint_claim',
      path: PATHS.maintClaim,
      meta: { title: '维保认领', icon: 'audit', access: 'implementation.claim' },
      page: () => import('../../pages/maint-change/claim-page'),
    },
    {
      name: 'maint_register',
      path: PATHS.maintRegister,
      meta: { title: '维保单位备案', icon: 'safetyCertificate', access: 'implementation.register' },
      page: () => import('../../pages/maint-reg/register-page'),
    },
    {
      name: 'selfMaintain',
      path: PATHS.selfMaintList,
      meta: { title: '自行维保申请', icon: 'equipment', access: 'implementation.selfMaintain' },
      page: () => import('../../pages/self-maint/list-page'),
    },
    {
      name: 'selfMaintainForm',
      path: PATHS.selfMaintForm,
      // ?id= continues a saved or returned application.
      meta: { title: '自行维保申请表', icon: 'form', access: 'implementation.selfMaintain', hideInMenu: true },
      page: () => import('../../pages/self-maint/form-page'),
    },
    {
      name: 'selfMaintainDetail',
      path: PATHS.selfMaintDetail,
      meta: { title: '自行维保申请详情', icon: 'profile', access: 'implementation.selfMaintain', hideInMenu: true },
      page: () => import('../../pages/self-maint/detail-page'),
    },
  ],
};
