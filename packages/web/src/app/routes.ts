import type { EquipmentTypeCode } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { TERMS } from '@portal/contract/domain/glossary';

import { DETAIL_ROUTE_NAMES, detailRoutePath, HOME_NAME, LIST_PATHS, PATHS } from '../routes/paths';
import type { AppRoute } from './route-types';

/**
 * The route table: the router, side menu, breadcrumb, tabs, home shortcuts and guard all read it.
 * Only pages that exist are listed; a later page joins by adding its entry here. Addresses come
 * from routes/paths.ts, where pages read them too.
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
  { name: 'register', path: PATHS.register, meta: { title: '企业账号注册申请', hideInMenu: true }, page: () => import('../pages/register/register-page') },
  { name: 'register_success', path: PATHS.registerSuccess, meta: { title: '注册申请已提交', hideInMenu: true }, page: () => import('../pages/register/register-success-page') },
  { name: 'regCheackList', path: PATHS.registerQuery, meta: { title: '注册结果查询', hideInMenu: true }, page: () => import('../pages/register/reg-check-list-page') },
  { name: 'resetPassword', path: PATHS.resetPassword, meta: { title: '找回密码', hideInMenu: true }, page: () => import('../pages/reset-password/reset-password-page') },
  { name: 'resetSuccess', path: PATHS.resetSuccess, meta: { title: '密码重置申请已提交', hideInMenu: true }, page: () => import('../pages/reset-password/reset-success-page') },
  {
    name: 'notLoginOnlineApply',
    path: PATHS.notLoginOnlineApply,
    meta: { title: '无账号报检', hideInMenu: true },
    page: () => import('../pages/company-service/no-account-apply-page'),
  },
  {
    name: 'notLoginOnlinePay',
    path: PATHS.notLoginOnlinePay,
    meta: { title: '报检进度查询与缴费', hideInMenu: true },
    page: () => import('../pages/company-service/not-login-pay-page'),
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
  { name: HOME_NAME, path: PATHS.home, meta: { title: '首页', icon: 'home', access: 'home' }, page: () => import('../pages/home/home-page') },
  { name: 'notice', path: PATHS.notice, meta: { title: '通知公告', icon: 'notice', access: 'notice' }, page: () => import('../pages/notice/notice-page') },
  {
    name: 'notice_detail',
    path: PATHS.noticeDetail,
    meta: { title: '公告详情', icon: 'notice', access: 'notice', hideInMenu: true },
    page: () => import('../pages/notice/notice-detail-page'),
  },
  {
    name: 'message_page',
    path: PATHS.messages,
    meta: { title: '消息中心', icon: 'message', access: 'message' },
    page: () => import('../pages/message/message-page'),
  },
  {
    name: 'error_logger_page',
    path: PATHS.myErrorLog,
    // Reached from the user menu; an investigation's filters are lost when the tab closes, so ask first.
    meta: { title: '错误日志', icon: 'bug', access: 'errorLog', hideInMenu: true, beforeCloseName: 'before_close_normal' },
    page: () => import('../pages/error-log/my-error-log-page'),
  },
  {
    name: 'construction',
    path: '/construction',
    meta: { title: '施工告知', icon: 'build', access: 'construction', showAlways: true },
    children: [
      {
        name: 'construction_register_list',
        path: PATHS.constructionRegisterList,
        meta: { title: '施工告知登记', icon: 'form', access: 'construction.register' },
        page: () => import('../pages/construction/register-list-page'),
      },
      {
        name: 'construction_register',
        path: PATHS.constructionRegister,
        // ?id= continues a saved or returned notice.
        meta: { title: '填写施工告知', icon: 'form', access: 'construction.register', hideInMenu: true },
        page: () => import('../pages/construction/register-page'),
      },
      {
        name: 'construction_query_list',
        path: PATHS.constructionQueryList,
        meta: { title: '施工告知查询', icon: 'fileSearch', access: 'construction.query' },
        page: () => import('../pages/construction/query-list-page'),
      },
      {
        name: 'construction_detail',
        path: PATHS.constructionDetail,
        meta: { title: '施工告知详情', icon: 'profile', access: 'construction.query', hideInMenu: true },
        page: () => import('../pages/construction/detail-page'),
      },
    ],
  },
  {
    name: 'implementation',
    path: '/implementation',
    meta: { title: '维保单位变更管理', icon: 'swap', access: 'implementation', showAlways: true },
    children: [
      {
        name: 'ModificationMaintenance',
        path: PATHS.maintChangeForm,
        // ?id= continues a saved application.
        meta: { title: '维保单位变更', icon: 'form', access: 'implementation.apply', hideInMenu: true },
        page: () => import('../pages/maintenance/apply-form-page'),
      },
      {
        name: 'applyIndex',
        path: PATHS.maintChangeApply,
        meta: { title: '维保单位变更申请', icon: 'solution', access: 'implementation.apply' },
        page: () => import('../pages/maintenance/apply-index-page'),
      },
      {
        name: 'ModificationQuery',
        path: PATHS.maintChangeQuery,
        meta: { title: '维保单位变更查询', icon: 'fileSearch', access: 'implementation.query' },
        page: () => import('../pages/maintenance/query-page'),
      },
      {
        name: 'detailsIndex',
        path: PATHS.maintChangeDetail,
        meta: { title: '维保单位变更详情', icon: 'profile', access: 'implementation.query', hideInMenu: true },
        page: () => import('../pages/maintenance/detail-page'),
      },
      {
        name: 'maint_claim',
        path: PATHS.maintClaim,
        meta: { title: '维保认领', icon: 'audit', access: 'implementation.claim' },
        page: () => import('../pages/maintenance/claim-page'),
      },
      {
        name: 'maint_register',
        path: PATHS.maintRegister,
        meta: { title: '维保单位备案', icon: 'safetyCertificate', access: 'implementation.register' },
        page: () => import('../pages/maintenance/register-page'),
      },
      {
        name: 'selfMaintain',
        path: PATHS.selfMaintList,
        meta: { title: '自行维保申请', icon: 'equipment', access: 'implementation.selfMaintain' },
        page: () => import('../pages/maintenance/self-maint-list-page'),
      },
      {
        name: 'selfMaintainForm',
        path: PATHS.selfMaintForm,
        // ?id= continues a saved or returned application.
        meta: { title: '自行维保申请表', icon: 'form', access: 'implementation.selfMaintain', hideInMenu: true },
        page: () => import('../pages/maintenance/self-maint-form-page'),
      },
      {
        name: 'selfMaintainDetail',
        path: PATHS.selfMaintDetail,
        meta: { title: '自行维保申请详情', icon: 'profile', access: 'implementation.selfMaintain', hideInMenu: true },
        page: () => import('../pages/maintenance/self-maint-detail-page'),
      },
    ],
  },
  {
    name: 'company_info',
    path: '/company-info',
    meta: { title: '单位信息维护', icon: 'bank', access: 'companyInfo', showAlways: true },
    children: [
      {
        name: 'company_info_maintain',
        path: PATHS.unitMaintain,
        meta: { title: '单位信息', icon: 'profile', access: 'companyInfo.maintain' },
        page: () => import('../pages/company-info/maintain-page'),
      },
      {
        name: 'company_info_history',
        path: PATHS.unitHistory,
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
        path: PATHS.equipmentOverview,
        meta: { title: '设备概况', icon: 'dashboard', access: 'equipment.overview' },
        page: () => import('../pages/equipment/overview/overview-page'),
      },
      // Spec §2 query lists: one page, told which list it is.
      ...(
        [
          ['comprehensive', 'equipment_query_comprehensive', '综合查询', 'fileSearch'],
          ['timeout', 'equipment_query_timeout', '超期未检', 'clockCircle'],
          ['fault', 'equipment_query_fault', '检验不合格', 'warning'],
          ['nonUse', 'equipment_query_non_use', '停用设备', 'pauseCircle'],
          ['aboutExpire', 'equipment_query_about_expire', '即将到期', 'fieldTime'],
          ['payloadTime', 'equipment_query_payload_time', '载荷试验到期', 'experiment'],
          ['pressurePiping', 'equipment_query_pressure_piping', '压力管道', 'pipeline'],
        ] as const
      ).map(([kind, name, title, icon]): AppRoute => ({
        name,
        path: LIST_PATHS[kind],
        meta: { title, icon, access: 'equipment.query' },
        page: () => import('../pages/equipment/query/list-pages').then((m) => ({ default: m.LIST_PAGES[kind] })),
      })),
      {
        name: 'equipment_field_vehicle',
        path: LIST_PATHS.fieldVehicle,
        meta: { title: '场（厂）内车辆', icon: 'car', access: 'equipment.query' },
        page: () => import('../pages/equipment/query/list-pages').then((m) => ({ default: m.LIST_PAGES.fieldVehicle })),
      },
      {
        name: 'equipment_safety_valve',
        path: PATHS.safetyValve,
        meta: { title: '安全阀校验', icon: 'alert', access: 'equipment.safetyValve' },
        page: () => import('../pages/equipment/safety-valve/safety-valve-page'),
      },
      {
        name: 'equipment_device_info_new',
        path: PATHS.deviceForm,
        // ?mode=add (default, choose the category first) | edit | view, &id= for a stored record.
        meta: { title: '设备信息维护', icon: 'form', access: 'equipment.edit' },
        page: () => import('../pages/equipment/device-info-new-page'),
      },
      {
        name: 'equipment_pipeline_info_new',
        path: PATHS.pipelineForm,
        meta: { title: '压力管道登记', icon: 'pipeline', access: 'equipment.edit' },
        page: () => import('../pages/equipment/pipeline-info-new-page'),
      },
      {
        name: 'equipment_import',
        path: PATHS.equipmentImport,
        meta: { title: '设备导入', icon: 'import', access: 'equipment.import' },
        page: () => import('../pages/equipment/import/import-page'),
      },
      // Spec §2 detail pages, one per category; the same page shows the record of ?id=.
      ...(Object.keys(DETAIL_ROUTE_NAMES) as EquipmentTypeCode[]).map((t): AppRoute => ({
        name: `equipment_detail_${DETAIL_ROUTE_NAMES[t]}`,
        path: detailRoutePath(t),
        meta: { title: `${EQUIPMENT_TYPE_NAMES[t]}详情`, icon: 'profile', access: 'equipment.query', hideInMenu: true },
        page: () => import('../pages/equipment/detail/detail-page'),
      })),
      {
        name: 'equipment_operator',
        path: PATHS.operators,
        meta: { title: '作业人员', icon: 'idcard', access: 'equipment.operator' },
        page: () => import('../pages/equipment/operator/operator-list-page'),
      },
      {
        name: 'equipment_operator_info',
        path: PATHS.operatorInfo,
        // Opened from the list (?mode=add|edit|view&id=); each operator gets its own tab.
        meta: { title: '作业人员信息', icon: 'idcard', access: 'equipment.operator', hideInMenu: true },
        page: () => import('../pages/equipment/operator/operator-info-page'),
      },
      {
        name: 'equipment_operator_overview',
        path: PATHS.operatorOverview,
        meta: { title: '作业人员概况', icon: 'safetyCertificate', access: 'equipment.operator' },
        page: () => import('../pages/equipment/operator/operator-overview-page'),
      },
    ],
  },
  {
    name: 'use_record',
    path: '/use-record',
    meta: { title: '使用登记', icon: 'safetyCertificate', access: 'useRecord', showAlways: true },
    children: [
      {
        name: 'use_record_apply',
        path: PATHS.useRecordApply,
        // ?id= continues a saved or returned application in its own tab.
        meta: { title: '使用登记申请', icon: 'form', access: 'useRecord.apply' },
        page: () => import('../pages/use-record/use-record-apply-page'),
      },
      {
        name: 'use_record_query',
        path: PATHS.useRecordQuery,
        meta: { title: '使用登记查询', icon: 'fileSearch', access: 'useRecord.query' },
        page: () => import('../pages/use-record/use-record-query-page'),
      },
      {
        name: 'use_record_detail',
        path: PATHS.useRecordDetail,
        meta: { title: '使用登记申请详情', icon: 'profile', access: 'useRecord.query', hideInMenu: true },
        page: () => import('../pages/use-record/use-record-detail-page'),
      },
      {
        name: 'reg_change',
        // Spec §2 lists it under /company-service; it is a use-registration matter, so its menu is here.
        path: PATHS.regChange,
        meta: { title: '登记变更', icon: 'swap', access: 'useRecord.change' },
        page: () => import('../pages/reg-change/change-page'),
      },
      {
        name: 'termination',
        path: PATHS.termination,
        meta: { title: '停用注销报废', icon: 'stop', access: 'useRecord.termination' },
        page: () => import('../pages/reg-change/termination-page'),
      },
      {
        name: 'entrust_declaration',
        path: PATHS.entrust,
        meta: { title: '委托申报', icon: 'solution', access: 'useRecord.entrust' },
        page: () => import('../pages/entrust/entrust-page'),
      },
      {
        name: 'entrust_form',
        path: PATHS.entrustForm,
        // ?id= continues a saved or declined authorisation in its own tab.
        meta: { title: '委托书', icon: 'form', access: 'useRecord.entrust', hideInMenu: true },
        page: () => import('../pages/entrust/entrust-form-page'),
      },
      {
        name: 'entrust_detail',
        path: PATHS.entrustDetail,
        meta: { title: '委托书详情', icon: 'profile', access: 'useRecord.entrust', hideInMenu: true },
        page: () => import('../pages/entrust/entrust-detail-page'),
      },
      {
        name: 'registration_method',
        path: PATHS.registrationMethod,
        meta: { title: '登记办理方式', icon: 'fileSearch', access: 'useRecord.method' },
        page: () => import('../pages/entrust/registration-method-page'),
      },
    ],
  },
  {
    name: 'elevator_rescue',
    path: '/elevator-rescue',
    meta: { title: '电梯救援与故障', icon: 'warning', access: 'rescue', showAlways: true },
    children: [
      {
        name: 'rescue_list',
        path: PATHS.rescue,
        meta: { title: '困人救援', icon: 'warning', access: 'rescue.rescue' },
        page: () => import('../pages/rescue/rescue-list-page'),
      },
      {
        name: 'rescue_form',
        path: PATHS.rescueForm,
        meta: { title: '报告困人', icon: 'form', access: 'rescue.rescue', hideInMenu: true },
        page: () => import('../pages/rescue/rescue-form-page'),
      },
      {
        name: 'rescue_detail',
        path: PATHS.rescueDetail,
        meta: { title: '困人救援详情', icon: 'profile', access: 'rescue.rescue', hideInMenu: true },
        page: () => import('../pages/rescue/rescue-detail-page'),
      },
      {
        name: 'fault_list',
        path: PATHS.fault,
        meta: { title: '故障登记', icon: 'build', access: 'rescue.fault' },
        page: () => import('../pages/rescue/fault-list-page'),
      },
      {
        name: 'fault_form',
        path: PATHS.faultForm,
        meta: { title: '登记故障', icon: 'form', access: 'rescue.fault', hideInMenu: true },
        page: () => import('../pages/rescue/fault-form-page'),
      },
      {
        // Spec §2 lists it under /company-service; it belongs with the fault list, so its menu is here.
        name: 'fault_registration_detail',
        path: PATHS.faultDetail,
        meta: { title: '故障详情', icon: 'profile', access: 'rescue.fault', hideInMenu: true },
        page: () => import('../pages/rescue/fault-detail-page'),
      },
    ],
  },
  {
    name: 'company_service',
    path: '/company-service',
    meta: { title: '在线报检与缴费', icon: 'safetyCertificate', access: 'companyService', showAlways: true },
    children: [
      {
        name: 'online_apply',
        path: PATHS.onlineApply,
        meta: { title: '在线报检', icon: 'form', access: 'companyService.apply' },
        page: () => import('../pages/company-service/online-apply-page'),
      },
      {
        name: 'online_apply_form',
        path: PATHS.onlineApplyForm,
        meta: { title: '填写报检申请', icon: 'form', access: 'companyService.apply', hideInMenu: true },
        page: () => import('../pages/company-service/apply-form-page'),
      },
      {
        name: 'online_apply_edit',
        path: PATHS.onlineApplyEdit,
        meta: { title: '修改报检申请', icon: 'form', access: 'companyService.apply', hideInMenu: true },
        page: () => import('../pages/company-service/apply-form-page'),
      },
      {
        name: 'online_apply_query',
        path: PATHS.onlineApplyQuery,
        meta: { title: '报检查询', icon: 'fileSearch', access: 'companyService.query' },
        page: () => import('../pages/company-service/query-page'),
      },
      {
        name: 'online_apply_detail',
        path: PATHS.onlineApplyDetail,
        meta: { title: '报检申请详情', icon: 'profile', access: 'companyService.query', hideInMenu: true },
        page: () => import('../pages/company-service/detail-page'),
      },
      {
        name: 'online_superintend',
        path: PATHS.onlineSuperintend,
        meta: { title: '监督检验申请', icon: 'form', access: 'companyService.superintend' },
        page: () => import('../pages/company-service/superintend-page'),
      },
      {
        name: 'new_superintend_query',
        path: PATHS.superintendQuery,
        meta: { title: '监督检验查询', icon: 'fileSearch', access: 'companyService.superintend' },
        page: () => import('../pages/company-service/superintend-query-page'),
      },
      {
        name: 'online_superintend_edit',
        path: PATHS.superintendEdit,
        meta: { title: '填写监督检验申请', icon: 'form', access: 'companyService.superintend', hideInMenu: true },
        page: () => import('../pages/company-service/superintend-form-page'),
      },
      {
        name: 'RegistrationDetails',
        path: PATHS.registrationDetails,
        meta: { title: '登记申报记录', icon: 'profile', access: 'companyService.declaration' },
        page: () => import('../pages/company-service/registration-details-page'),
      },
      {
        name: 'pay_code',
        path: PATHS.payCode,
        meta: { title: '扫码缴费', icon: 'qrcode', access: 'companyService.pay' },
        page: () => import('../pages/company-service/pay-code-page'),
      },
      {
        name: 'online_apply_pay',
        path: PATHS.onlineApplyPay,
        meta: { title: '缴纳检验费', icon: 'qrcode', access: 'companyService.pay', hideInMenu: true },
        page: () => import('../pages/company-service/pay-page'),
      },
      {
        name: 'payProcess',
        path: PATHS.payProcess,
        meta: { title: '缴费凭据', icon: 'profile', access: 'companyService.query', hideInMenu: true },
        page: () => import('../pages/company-service/pay-process-page'),
      },
      {
        name: 'report_query',
        path: PATHS.reportQuery,
        meta: { title: '报告查询', icon: 'fileSearch', access: 'companyService.report' },
        page: () => import('../pages/company-service/report-query-page'),
      },
      {
        name: 'check_online_detail',
        path: PATHS.checkOnlineDetail,
        meta: { title: '定期检验记录', icon: 'profile', access: 'companyService.report', hideInMenu: true },
        page: () => import('../pages/company-service/check-online-page'),
      },
      {
        name: 'check_install_detail',
        path: PATHS.checkInstallDetail,
        meta: { title: '监督检验记录', icon: 'profile', access: 'companyService.report', hideInMenu: true },
        page: () => import('../pages/company-service/check-install-page'),
      },
      {
        name: 'check_record_detail',
        path: PATHS.checkRecordDetail,
        meta: { title: '检验记录详情', icon: 'profile', access: 'companyService.report', hideInMenu: true },
        page: () => import('../pages/company-service/check-record-page'),
      },
      {
        name: 'invoice',
        path: PATHS.invoice,
        meta: { title: '发票申请', icon: 'accountBook', access: 'companyService.invoice' },
        page: () => import('../pages/company-service/invoice-page'),
      },
      {
        name: 'rectify',
        path: PATHS.rectify,
        meta: { title: '整改反馈', icon: 'equipment', access: 'companyService.rectify' },
        page: () => import('../pages/company-service/rectify-page'),
      },
      {
        name: 'rectify_detail',
        path: PATHS.rectifyDetail,
        // Opened from the list (?id=); each notice gets its own tab.
        meta: { title: '检验意见通知书', icon: 'profile', access: 'companyService.rectify', hideInMenu: true },
        page: () => import('../pages/company-service/rectify-detail-page'),
      },
      {
        name: 'maintenance_list',
        path: PATHS.maintenance,
        meta: { title: '电梯维保记录', icon: 'schedule', access: 'companyService.maintenance' },
        page: () => import('../pages/company-service/maintenance/maintenance-list-page'),
      },
      {
        name: 'weibaoDa',
        path: PATHS.maintenanceDetail,
        // Opened from the list or a message (?id= the elevator); each elevator gets its own tab.
        meta: { title: '维保详情', icon: 'profile', access: 'companyService.maintenance', hideInMenu: true },
        page: () => import('../pages/company-service/maintenance/weibao-da-page'),
      },
      {
        name: 'company_interaction',
        path: PATHS.companyInteraction,
        meta: { title: '检验互动', icon: 'message', access: 'companyService.interaction', badge: 'interactionUnread' },
        page: () => import('../pages/company-service/interaction-page'),
      },
    ],
  },
  {
    name: 'elevator_detection',
    path: '/elevator-detection',
    meta: { title: '电梯检测', icon: 'securityScan', access: 'elevatorDetection', showAlways: true },
    children: [
      {
        name: 'elevator_compliance',
        path: PATHS.compliance,
        meta: { title: '符合性声明', icon: 'audit', access: 'elevatorDetection.compliance' },
        page: () => import('../pages/elevator-detection/compliance-page'),
      },
      {
        name: 'elevator_detection_inform',
        path: PATHS.detectionInform,
        meta: { title: '电梯使用标志打印', icon: 'qrcode', access: 'elevatorDetection.inform' },
        page: () => import('../pages/elevator-detection/detection-inform-page'),
      },
      {
        name: 'elevator_self_test_record',
        path: PATHS.selfTestRecord,
        meta: { title: '自行检测录入', icon: 'experiment', access: 'elevatorDetection.record' },
        page: () => import('../pages/elevator-detection/record-page'),
      },
      {
        name: 'elevator_self_test_form',
        path: PATHS.selfTestForm,
        // ?id= continues a saved draft in its own tab.
        meta: { title: '录入自行检测结果', icon: 'form', access: 'elevatorDetection.record', hideInMenu: true },
        page: () => import('../pages/elevator-detection/record-form-page'),
      },
      {
        name: 'elevator_self_test_detail',
        path: PATHS.selfTestDetail,
        // Both sides open it: the testing body from its list, the use unit from its lists and the messages.
        meta: { title: '自行检测结果', icon: 'profile', access: 'elevatorDetection', hideInMenu: true },
        page: () => import('../pages/elevator-detection/self-test-detail-page'),
      },
    ],
  },
  {
    name: 'monitoring_handle',
    path: '/monitoring-handle',
    meta: { title: '制造监督检验', icon: 'safetyCertificate', access: 'monitoringHandle', showAlways: true },
    children: [
      {
        name: 'pressureVesselAudit',
        path: PATHS.mfgVessel,
        // The manufacturer's submissions of vessels, or the inspection body's audit queue of them (by role).
        meta: { title: '压力容器监检', icon: 'audit', access: 'monitoringHandle.pressureVessel' },
        page: () => import('../pages/manufacture/vessel-page'),
      },
      {
        name: 'boilerlView',
        path: PATHS.mfgBoiler,
        meta: { title: '锅炉监检', icon: 'audit', access: 'monitoringHandle.boiler' },
        page: () => import('../pages/manufacture/boiler-page'),
      },
      {
        name: 'pipelineDetails',
        path: PATHS.mfgPipeline,
        meta: { title: '管道元件监检', icon: 'audit', access: 'monitoringHandle.pipeline' },
        page: () => import('../pages/manufacture/pipeline-page'),
      },
      {
        name: 'pressureVesselReportQuery',
        path: PATHS.mfgCerts,
        meta: { title: '监检证书查询', icon: 'fileSearch', access: 'monitoringHandle.report' },
        page: () => import('../pages/manufacture/cert-query-page'),
      },
      {
        name: 'mfg_form',
        path: PATHS.mfgForm,
        // ?typeCode= starts a new submission of that kind; ?id= continues a saved or returned one.
        meta: { title: '制造监检申请', icon: 'form', access: 'monitoringHandle', hideInMenu: true },
        page: () => import('../pages/manufacture/form-page'),
      },
      {
        name: 'pressureVesselView',
        path: PATHS.mfgDetail,
        meta: { title: '制造监检详情', icon: 'profile', access: 'monitoringHandle', hideInMenu: true },
        page: () => import('../pages/manufacture/detail-page'),
      },
    ],
  },
  {
    name: 'registry',
    path: '/registry',
    meta: { title: '登记审核', icon: 'audit', access: 'registry', showAlways: true },
    children: [
      {
        name: 'registry_use_regist',
        path: PATHS.registryUseRegist,
        meta: { title: '使用登记审核', icon: 'solution', access: 'registry.useRegist' },
        page: () => import('../pages/registry/use-regist-check-page'),
      },
      {
        name: 'registry_reg_change',
        path: PATHS.registryRegChange,
        meta: { title: '变更与注销审核', icon: 'audit', access: 'registry.regChange' },
        page: () => import('../pages/registry/reg-change-check-page'),
      },
      {
        name: 'registry_licence',
        path: PATHS.registryLicence,
        meta: { title: '施工许可审核', icon: 'safetyCertificate', access: 'registry.licence' },
        page: () => import('../pages/registry/licence-check-page'),
      },
      {
        name: 'registry_maint_reg',
        path: PATHS.registryMaintReg,
        meta: { title: '维保单位备案审核', icon: 'safetyCertificate', access: 'registry.maintenance' },
        page: () => import('../pages/maintenance/reg-check-page'),
      },
      {
        name: 'registry_self_maintain',
        path: PATHS.registrySelfMaint,
        meta: { title: '自行维保审核', icon: 'safetyCertificate', access: 'registry.selfMaintain' },
        page: () => import('../pages/maintenance/self-maint-check-page'),
      },
      {
        name: 'registry_construction',
        path: PATHS.registryConstruction,
        meta: { title: '施工告知接收', icon: 'build', access: 'registry.construction' },
        page: () => import('../pages/registry/construction-check-page'),
      },
      {
        name: 'registry_maintain_price',
        path: PATHS.registryMaintainPrice,
        meta: { title: '维保价格审核', icon: 'accountBook', access: 'registry.maintainPrice' },
        page: () => import('../pages/registry/maintain-price-check-page'),
      },
    ],
  },
  {
    name: 'maintain_price',
    path: '/maintain-price',
    meta: { title: '维保项目与价格', icon: 'accountBook', access: 'maintainPrice', showAlways: true },
    children: [
      {
        name: 'maipricList',
        path: PATHS.maintainPriceFilings,
        meta: { title: '维保价格申报', icon: 'form', access: 'maintainPrice.filing' },
        page: () => import('../pages/maintain-price/filing-list-page'),
      },
      {
        name: 'maintain_price_form',
        path: PATHS.maintainPriceForm,
        // ?id= continues a saved, returned or withdrawn filing in its own tab.
        meta: { title: '价格申报', icon: 'form', access: 'maintainPrice.filing', hideInMenu: true },
        page: () => import('../pages/maintain-price/filing-form-page'),
      },
      {
        name: 'maintenance_pro_apply_detail',
        path: PATHS.maintainPriceDetail,
        meta: { title: '价格申报详情', icon: 'profile', access: 'maintainPrice.filing', hideInMenu: true },
        page: () => import('../pages/maintain-price/filing-detail-page'),
      },
      {
        name: 'bySet',
        path: PATHS.maintainPriceBySet,
        meta: { title: '按台价格查询', icon: 'fileSearch', access: 'maintainPrice.search' },
        page: () => import('../pages/maintain-price/by-set-page'),
      },
      {
        name: 'byUnit',
        path: PATHS.maintainPriceByUnit,
        meta: { title: '按单位价格查询', icon: 'fileSearch', access: 'maintainPrice.search' },
        page: () => import('../pages/maintain-price/by-unit-page'),
      },
    ],
  },
  {
    name: 'inspection',
    path: '/inspection',
    meta: { title: '检验业务', icon: 'securityScan', access: 'inspection', showAlways: true },
    children: [
      {
        name: 'inspection_queue',
        path: PATHS.inspectionQueue,
        meta: { title: '报检受理', icon: 'solution', access: 'inspection.queue' },
        page: () => import('../pages/inspection/queue-page'),
      },
      {
        name: 'inspection_process',
        path: PATHS.inspectionProcess,
        // Opened from the queue (?id=); each application gets its own tab.
        meta: { title: '报检办理', icon: 'profile', access: 'inspection.queue', hideInMenu: true },
        page: () => import('../pages/inspection/process-page'),
      },
      {
        name: 'inspection_fees',
        path: PATHS.inspectionFees,
        meta: { title: '收费标准', icon: 'accountBook', access: 'inspection.fees' },
        page: () => import('../pages/inspection/fees-page'),
      },
      {
        name: 'inspection_relief',
        path: PATHS.inspectionRelief,
        meta: { title: '减免政策', icon: 'percentage', access: 'inspection.relief' },
        page: () => import('../pages/inspection/relief-page'),
      },
      {
        name: 'inspection_finance',
        path: PATHS.inspectionFinance,
        meta: { title: '缴费确认', icon: 'moneyCollect', access: 'inspection.finance' },
        page: () => import('../pages/inspection/finance-page'),
      },
      {
        name: 'inspection_pay_anomalies',
        path: PATHS.inspectionPayAnomalies,
        meta: { title: '对账差异', icon: 'warning', access: 'inspection.finance' },
        page: () => import('../pages/inspection/pay-anomalies-page'),
      },
      {
        name: 'inspection_invoice',
        path: PATHS.inspectionInvoice,
        meta: { title: '开票管理', icon: 'accountBook', access: 'inspection.invoice' },
        page: () => import('../pages/inspection/invoice-page'),
      },
      {
        name: 'inspection_rectify',
        path: PATHS.inspectionRectify,
        meta: { title: '整改确认', icon: 'audit', access: 'inspection.rectify' },
        page: () => import('../pages/inspection/rectify-page'),
      },
      {
        name: 'inspection_rectify_review',
        path: PATHS.inspectionRectifyReview,
        meta: { title: '整改确认办理', icon: 'profile', access: 'inspection.rectify', hideInMenu: true },
        page: () => import('../pages/inspection/rectify-review-page'),
      },
      {
        name: 'inspection_interaction',
        path: PATHS.inspectionInteraction,
        meta: { title: '检验互动', icon: 'message', access: 'inspection.interaction', badge: 'interactionUnread' },
        page: () => import('../pages/inspection/interaction-page'),
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
        path: PATHS.dict,
        meta: { title: '字典维护', icon: 'book', access: 'system.dict' },
        page: () => import('../pages/system/dict/dict-page'),
      },
      {
        name: 'system_notice',
        path: PATHS.noticeAdmin,
        meta: { title: '公告维护', icon: 'notice', access: 'system.notice' },
        page: () => import('../pages/system/notice/notice-admin-page'),
      },
      {
        name: 'system_error_log',
        path: PATHS.allErrorLog,
        meta: { title: '全部错误日志', icon: 'bug', access: 'system.errorLog' },
        page: () => import('../pages/error-log/all-error-log-page'),
      },
      {
        name: 'system_sms_outbox',
        path: PATHS.smsOutbox,
        meta: { title: '短信发件箱', icon: 'mail', access: 'system.smsOutbox' },
        page: () => import('../pages/system/sms-outbox-page'),
      },
      {
        name: 'system_audit_chain',
        path: PATHS.auditChain,
        meta: { title: '审计日志校验', icon: 'safetyCertificate', access: 'system.auditChain' },
        page: () => import('../pages/system/audit-chain-page'),
      },
      {
        name: 'system_calendar',
        path: PATHS.workCalendar,
        meta: { title: '工作日历', icon: 'calendar', access: 'system.calendar' },
        page: () => import('../pages/system/calendar/calendar-page'),
      },
      {
        name: 'system_registry',
        path: PATHS.registries,
        meta: { title: '登记机关', icon: 'bank', access: 'system.registry' },
        page: () => import('../pages/system/registry/registry-page'),
      },
      {
        name: 'system_duplicate_codes',
        path: PATHS.duplicateCodes,
        meta: { title: '重复设备代码', icon: 'fileSearch', access: 'system.duplicateCodes' },
        page: () => import('../pages/system/duplicate-codes-page'),
      },
      {
        name: 'system_account',
        path: PATHS.allAccounts,
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
        path: PATHS.registerCheck,
        meta: { title: '注册审核', icon: 'solution', access: 'account.check' },
        page: () => import('../pages/account/register/register-check-page'),
      },
      {
        name: 'account_register_detail',
        path: PATHS.registerDetail,
        meta: { title: '注册申请详情', icon: 'solution', access: 'account.check', hideInMenu: true },
        page: () => import('../pages/account/register/register-detail-page'),
      },
      {
        name: 'account_manager',
        path: PATHS.members,
        meta: { title: '成员账号管理', icon: 'user', access: 'account.manager' },
        page: () => import('../pages/account/member/manager-page'),
      },
      {
        name: 'account_add_account',
        path: PATHS.addAccount,
        // Opened from the list's guarded 新增 button.
        meta: { title: '新增成员账号', icon: 'userAdd', access: 'account.create', hideInMenu: true },
        page: () => import('../pages/account/member/add-account-page'),
      },
      {
        name: 'account_account_detail',
        path: PATHS.accountDetail,
        meta: { title: '成员账号详情', icon: 'user', access: 'account.manager', hideInMenu: true },
        page: () => import('../pages/account/member/account-detail-page'),
      },
      {
        name: 'account_reset_password_check_list',
        path: PATHS.resetCheckList,
        meta: { title: '密码重置审核', icon: 'key', access: 'account.resetCheck' },
        page: () => import('../pages/account/reset/reset-password-check-list-page'),
      },
      {
        name: 'account_reset_password_query_list',
        path: PATHS.resetQueryList,
        meta: { title: '密码重置查询', icon: 'fileSearch', access: 'account.resetCheck' },
        page: () => import('../pages/account/reset/reset-password-query-list-page'),
      },
      {
        name: 'account_reset_password_detail',
        path: PATHS.resetDetail,
        meta: { title: '密码重置详情', icon: 'key', access: 'account.resetCheck', hideInMenu: true },
        page: () => import('../pages/account/reset/reset-password-detail-page'),
      },
      {
        name: 'account_unit_change_check',
        path: PATHS.unitChangeCheck,
        meta: { title: `${TERMS.unitChange}审核`, icon: 'audit', access: 'account.unitChangeCheck' },
        page: () => import('../pages/account/unit-change-check-page'),
      },
    ],
  },
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
