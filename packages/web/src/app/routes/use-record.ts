import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const useRecordGroup: AppRoute = {
  name: 'use_record',
  path: '/use-record',
  meta: { title: '使用登记', icon: 'safetyCertificate', access: 'useRecord', showAlways: true },
  children: [
    {
      name: 'use_record_apply',
      path: PATHS.useRecordApply,
      // ?id= continues a saved or returned application in its own tab.
      meta: { title: '使用登记申请', icon: 'form', access: 'useRecord.apply' },
      page: () => import('../../pages/use-regist/use-record-apply-page'),
    },
    {
      name: 'use_record_query',
      path: PATHS.useRecordQuery,
      meta: { title: '使用登记查询', icon: 'fileSearch', access: 'useRecord.query' },
      page: () => import('../../pages/use-regist/use-record-query-page'),
    },
    {
      name: 'use_record_detail',
      path: PATHS.useRecordDetail,
      meta: { title: '使用登记申请详情', icon: 'profile', access: 'useRecord.query', hideInMenu: true },
      page: () => import('../../pages/use-regist/use-record-detail-page'),
    },
    {
      name: 'reg_change',
      // Spec §2 lists it under /company-service; it is a use-registration matter, so its menu is here.
      path: PATHS.regChange,
      meta: { title: '登记变更', icon: 'swap', access: 'useRecord.change' },
      page: () => import('../../pages/reg-change/change-page'),
    },
    {
      name: 'termination',
      path: PATHS.termination,
      meta: { title: '停用注销报废', icon: 'stop', access: 'useRecord.termination' },
      page: () => import('../../pages/termination/termination-page'),
    },
    {
      name: 'entrust_declaration',
      path: PATHS.entrust,
      meta: { title: '委托申报', icon: 'solution', access: 'useRecord.entrust' },
      page: () => import('../../pages/entrust/entrust-page'),
    },
    {
      name: 'entrust_form',
      path: PATHS.entrustForm,
      // ?id= continues a saved or declined authorisation in its own tab.
      meta: { title: '委托书', icon: 'form', access: 'useRecord.entrust', hideInMenu: true },
      page: () => import('../../pages/entrust/entrust-form-page'),
    },
    {
      name: 'entrust_detail',
      path: PATHS.entrustDetail,
      meta: { title: '委托书详情', icon: 'profile', access: 'useRecord.entrust', hideInMenu: true },
      page: () => import('../../pages/entrust/entrust-detail-page'),
    },
    {
      name: 'registration_method',
      path: PATHS.registrationMethod,
      meta: { title: '登记办理方式', icon: 'fileSearch', access: 'useRecord.method' },
      page: () => import('../../pages/registration-method/registration-method-page'),
    },
  ],
};
