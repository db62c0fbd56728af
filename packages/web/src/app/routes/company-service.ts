import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const companyServiceGroup: AppRoute = {
  name: 'company_service',
  path: '/company-service',
  meta: { title: '在线报检与缴费', icon: 'safetyCertificate', access: 'companyService', showAlways: true },
  children: [
    {
      name: 'online_apply',
      path: PATHS.onlineApply,
      meta: { title: '在线报检', icon: 'form', access: 'companyService.apply' },
      page: () => import('../../pages/online-apply/online-apply-page'),
    },
    {
      name: 'online_apply_form',
      path: PATHS.onlineApplyForm,
      meta: { title: '填写报检申请', icon: 'form', access: 'companyService.apply', hideInMenu: true },
      page: () => import('../../pages/online-apply/apply-form-page'),
    },
    {
      name: 'online_apply_edit',
      path: PATHS.onlineApplyEdit,
      meta: { title: '修改报检申请', icon: 'form', access: 'companyService.apply', hideInMenu: true },
      page: () => import('../../pages/online-apply/apply-form-page'),
    },
    {
      name: 'online_apply_query',
      path: PATHS.onlineApplyQuery,
      meta: { title: '报检查询', icon: 'fileSearch', access: 'companyService.query' },
      page: () => import('../../pages/online-apply/query-page'),
    },
    {
      name: 'online_apply_detail',
      path: PATHS.onlineApplyDetail,
      meta: { title: '报检申请详情', icon: 'profile', access: 'companyService.query', hideInMenu: true },
      page: () => import('../../pages/online-apply/detail-page'),
    },
    {
      name: 'online_superintend',
      path: PATHS.onlineSuperintend,
      meta: { title: '监督检验申请', icon: 'form', access: 'companyService.superintend' },
      page: () => import('../../pages/online-apply/superintend-page'),
    },
    {
      name: 'new_superintend_query',
      path: PATHS.superintendQuery,
      meta: { title: '监督检验查询', icon: 'fileSearch', access: 'companyService.superintend' },
      page: () => import('../../pages/online-apply/superintend-query-page'),
    },
    {
      name: 'online_superintend_edit',
      path: PATHS.superintendEdit,
      meta: { title: '填写监督检验申请', icon: 'form', access: 'companyService.superintend', hideInMenu: true },
      page: () => import('../../pages/online-apply/superintend-form-page'),
    },
    {
      name: 'RegistrationDetails',
      path: PATHS.registrationDetails,
      meta: { title: '登记申报记录', icon: 'profile', access: 'companyService.declaration' },
      page: () => import('../../pages/declaration/registration-details-page'),
    },
    {
      name: 'pay_code',
      path: PATHS.payCode,
      meta: { title: '扫码缴费', icon: 'qrcode', access: 'companyService.pay' },
      page: () => import('../../pages/online-apply/pay-code-page'),
    },
    {
      name: 'online_apply_pay',
      path: PATHS.onlineApplyPay,
      meta: { title: '缴纳检验费', icon: 'qrcode', access: 'companyService.pay', hideInMenu: true },
      page: () => import('../../pages/online-apply/pay-page'),
    },
    {
      name: 'payProcess',
      path: PATHS.payProcess,
      meta: { title: '缴费凭据', icon: 'profile', access: 'companyService.query', hideInMenu: true },
      page: () => import('../../pages/online-apply/pay-process-page'),
    },
    {
      name: 'report_query',
      path: PATHS.reportQuery,
      meta: { title: '报告查询', icon: 'fileSearch', access: 'companyService.report' },
      page: () => import('../../pages/report/report-query-page'),
    },
    {
      name: 'check_online_detail',
      path: PATHS.checkOnlineDetail,
      meta: { title: '定期检验记录', icon: 'profile', access: 'companyService.report', hideInMenu: true },
      page: () => import('../../pages/online-apply/check-online-page'),
    },
    {
      name: 'check_install_detail',
      path: PATHS.checkInstallDetail,
      meta: { title: '监督检验记录', icon: 'profile', access: 'companyService.report', hideInMenu: true },
      page: () => import('../../pages/online-apply/check-install-page'),
    },
    {
      name: 'check_record_detail',
      path: PATHS.checkRecordDetail,
      meta: { title: '检验记录详情', icon: 'profile', access: 'companyService.report', hideInMenu: true },
      page: () => import('../../pages/report/check-record-page'),
    },
    {
      name: 'invoice',
      path: PATHS.invoice,
      meta: { title: '发票申请', icon: 'accountBook', access: 'companyService.invoice' },
      page: () => import('../../pages/invoice/invoice-page'),
    },
    {
      name: 'rectify',
      path: PATHS.rectify,
      meta: { title: '整改反馈', icon: 'equipment', access: 'companyService.rectify' },
      page: () => import('../../pages/opinion/rectify-page'),
    },
    {
      name: 'rectify_detail',
      path: PATHS.rectifyDetail,
      // Opened from the list (?id=); each notice gets its own tab.
      meta: { title: '检验意见通知书', icon: 'profile', access: 'companyService.rectify', hideInMenu: true },
      page: () => import('../../pages/opinion/rectify-detail-page'),
    },
    {
      name: 'maintenance_list',
      path: PATHS.maintenance,
      meta: { title: '电梯维保记录', icon: 'schedule', access: 'companyService.maintenance' },
      page: () => import('../../pages/maintenance/maintenance-list-page'),
    },
    {
      name: 'weibaoDa',
      path: PATHS.maintenanceDetail,
      // Opened from the list or a message (?id= the elevator); each elevator gets its own tab.
      meta: { title: '维保详情', icon: 'profile', access: 'companyService.maintenance', hideInMenu: true },
      page: () => import('../../pages/maintenance/weibao-da-page'),
    },
    {
      name: 'company_interaction',
      path: PATHS.companyInteraction,
      meta: { title: '检验互动', icon: 'message', access: 'companyService.interaction', badge: 'interactionUnread' },
      page: () => import('../../pages/interaction/company-interaction-page'),
    },
  ],
};
