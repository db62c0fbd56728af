import type { EquipmentListKind, EquipmentTypeCode } from '@portal/contract';

/**
 * Every page address (spec §2), once: the route table in app/ registers them and pages link to
 * them from here, so a renamed path cannot leave a link behind.
 */
export const PATHS = {
  login: '/login',
  ssoLogin: '/ssologin',
  mobileUpload: '/attachmentUploadMobile',
  register: '/register',
  registerSuccess: '/register-success',
  registerQuery: '/regCheackList',
  resetPassword: '/resetPassword',
  resetSuccess: '/resetSuccess',
  flowLog: '/flowLog-single',
  /** The public verification page a document's QR code opens (contract DOCUMENT_VERIFY_PATH), ?ref=. */
  verify: '/verify',
  /** An elevator's public record (contract ELE_INFO_PATH): its use mark's QR code (?ref=) or a certificate number (?certNo=). */
  eleInfo: '/eleInfoPublic',

  home: '/home',
  notice: '/notice',
  noticeDetail: '/notice/detail',
  messages: '/message_page',
  myErrorLog: '/error_logger_page',

  unitMaintain: '/company-info/maintain',
  unitHistory: '/company-info/maintain-history',

  equipmentOverview: '/equipment/overview',
  deviceForm: '/equipment/device-info-new',
  pipelineForm: '/equipment/pipeline-info-new',
  equipmentImport: '/equipment/import',
  operators: '/equipment/operator',
  operatorInfo: '/equipment/operator-info',
  operatorOverview: '/equipment/operator-overview',
  /** 安全阀校验 (legacy /safetyValve): the unit's valves, ?list=due|overdue|failed. */
  safetyValve: '/equipment/safety-valve',

  useRecordApply: '/use-record/apply',
  useRecordQuery: '/use-record/query',
  useRecordDetail: '/use-record/detail',
  /** 委托申报 (legacy /entrustDeclaration): both sides' authorisations. */
  entrust: '/use-record/entrust',
  /** A new authorisation (?equipmentId= starts with that device) or a saved one (?id=). */
  entrustForm: '/use-record/entrust-form',
  /** One authorisation (?id=); the server's messages link here. */
  entrustDetail: '/use-record/entrust-detail',
  /** 登记办理方式 (legacy /registrationMethod), ?equipmentId=. */
  registrationMethod: '/use-record/method',
  /** 困人救援 (eleRcsMain): both sides' rescue records; a new report; one record (?id=, the server's messages link here). */
  rescue: '/elevator-rescue/rescue',
  rescueForm: '/elevator-rescue/rescue-form',
  rescueDetail: '/elevator-rescue/rescue-detail',
  /** 故障登记 (eleFaultMain): the list, a new fault, and one fault (spec §2 /company-service/fault-registration-detail, ?id=). */
  fault: '/elevator-rescue/fault',
  faultForm: '/elevator-rescue/fault-form',
  faultDetail: '/company-service/fault-registration-detail',

  /** 电梯检测 (spec §2 /elevator-detection): the use unit's declarations and use marks, the testing body's results. */
  compliance: '/elevator-detection/compliance',
  detectionInform: '/elevator-detection/detection-inform',
  selfTestRecord: '/elevator-detection/record',
  /** A new result, or a saved draft (?id=). */
  selfTestForm: '/elevator-detection/record-form',
  /** One result (?id=); the server's messages link here. */
  selfTestDetail: '/elevator-detection/detail',
  registryUseRegist: '/registry/use-regist',
  /** 制造监督检验 (spec §2 /monitoring-handle): each kind's list (the manufacturer's submissions or the body's queue). */
  mfgVessel: '/monitoring-handle/pressureVesselAudit',
  mfgBoiler: '/monitoring-handle/boilerlView',
  mfgPipeline: '/monitoring-handle/pipelineDetails',
  /** The certificates issued. */
  mfgCerts: '/monitoring-handle/pressureVesselReportQuery',
  /** A new submission (?typeCode=) or a saved one (?id=). */
  mfgForm: '/monitoring-handle/apply',
  /** One submission (?id=); the server's messages link here. */
  mfgDetail: '/monitoring-handle/pressureVesselView',
  regChange: '/company-service/change-detail',
  termination: '/company-service/termination-application-detail',
  registryRegChange: '/registry/reg-change',
  registryLicence: '/registry/licence',
  registryMaintainPrice: '/registry/maintain-price',

  /** 维保价格申报 (legacy /maipricList): the maintenance unit's filings. */
  maintainPriceFilings: '/maintain-price/filings',
  /** A new filing (?from= starts from one of the unit's lists) or a saved, returned or withdrawn one (?id=). */
  maintainPriceForm: '/maintain-price/form',
  /** One filing (?id=), spec §2 maintenance-pro-apply-detail; the server's messages link here. */
  maintainPriceDetail: '/company-service/maintenance-pro-apply-detail',
  /** Published prices per elevator (legacy /bySet, /maipricList2) and per use unit (legacy /byUnit). */
  maintainPriceBySet: '/maintain-price/by-set',
  maintainPriceByUnit: '/maintain-price/by-unit',
  registryMaintReg: '/registry/maintenance',
  registrySelfMaint: '/registry/self-maintain',

  /** 维保单位变更 (spec §2 /implementation): the apply form (?id= a draft, ?equipmentId= a device), the unit's list, the query, one application (?id=). */
  maintChangeForm: '/implementation/ModificationMaintenance',
  maintChangeApply: '/implementation/applyIndex',
  maintChangeQuery: '/implementation/ModificationQuery',
  maintChangeDetail: '/implementation/detailsIndex',
  /** The maintenance unit's side: the changes naming it, and its registration. */
  maintClaim: '/implementation/claimIndex',
  maintRegister: '/implementation/maintainUnit',
  /** 自行维保申请: the unit's list, the form (?id= a saved or returned one), one application (?id=; the server's messages link here). */
  selfMaintList: '/implementation/selfMaintain',
  selfMaintForm: '/implementation/selfMaintainForm',
  selfMaintDetail: '/implementation/selfMaintainDetail',

  constructionRegisterList: '/construction/register-list',
  constructionQueryList: '/construction/query-list',
  constructionDetail: '/construction/detail',
  constructionRegister: '/construction/register',
  registryConstruction: '/registry/construction',

  onlineApply: '/company-service/online-apply',
  onlineApplyForm: '/company-service/online-apply-form',
  onlineApplyEdit: '/company-service/online-apply-edit',
  onlineApplyQuery: '/company-service/online-apply-query',
  onlineApplyDetail: '/company-service/online-apply-detail',
  onlineApplyPay: '/company-service/online-apply-pay',
  payProcess: '/company-service/payProcess',
  /** Supervision inspections: the received construction notices to apply on, the applications, and one to fill in (?constructionId= new, ?id= saved). */
  onlineSuperintend: '/company-service/online-superintend',
  /** A registration matter as the company-service pages link to it: ?id= a use-registration application, ?type=install&id= an installation declaration. */
  registrationDetails: '/company-service/RegistrationDetails',
  superintendQuery: '/company-service/new-superintend-query',
  superintendEdit: '/company-service/online-superintend-edit',
  reportQuery: '/company-service/report-query',
  /** One inspection application on record, ?id=: periodic, and installation supervision. */
  checkOnlineDetail: '/company-service/check-online/detail',
  checkInstallDetail: '/company-service/check-install/detail',
  /** One line of a device's inspection history, ?equipmentId=&id=. */
  checkRecordDetail: '/company-service/check-record/detail',
  /** The unit's invoice requests; ?applyId= opens the request form with that paid application chosen. */
  invoice: '/company-service/invoice',
  /** 电梯维保记录: the elevators the unit maintains or uses, with their last maintenance. */
  maintenance: '/company-service/maintenance',
  /** 维保详情 of one elevator, ?id= its equipment id; the server's messages link here. */
  maintenanceDetail: '/company-service/weibaoDa',
  rectify: '/company-service/rectify',
  /** One opinion notice of the unit, ?id=. */
  rectifyDetail: '/company-service/rectify-detail',
  /** 检验互动 of the unit, ?id= opens one thread (a message's link). */
  companyInteraction: '/company-service/interaction',
  payCode: '/pay-code',
  /** Public: a unit without an account applies (saveForNoAccount), and anyone with an application number and its SMS code follows and pays it. */
  notLoginOnlineApply: '/notLoginOnlineApply',
  notLoginOnlinePay: '/notLoginOnlinePay',

  inspectionQueue: '/inspection/queue',
  /** One application the inspection body handles, ?id=. */
  inspectionProcess: '/inspection/process',
  inspectionFees: '/inspection/fees',
  inspectionRelief: '/inspection/relief',
  inspectionFinance: '/inspection/finance',
  inspectionPayAnomalies: '/inspection/pay-anomalies',
  inspectionInvoice: '/inspection/invoice',
  inspectionRectify: '/inspection/rectify',
  /** One opinion notice the body decides, ?id=. */
  inspectionRectifyReview: '/inspection/rectify-review',
  /** 检验互动 of the inspection body, ?id= opens one thread (a message's link). */
  inspectionInteraction: '/inspection/interaction',

  dict: '/system/dict',
  noticeAdmin: '/system/notice',
  allErrorLog: '/system/error-log',
  smsOutbox: '/system/sms-outbox',
  allAccounts: '/system/account',
  auditChain: '/system/audit-chain',
  workCalendar: '/system/calendar',
  registries: '/system/registry',
  duplicateCodes: '/system/duplicate-codes',

  registerCheck: '/account/check',
  registerDetail: '/account/register-detail',
  members: '/account/manager',
  addAccount: '/account/add-account',
  accountDetail: '/account/account-detail',
  resetCheckList: '/account/reset-password-check-list',
  resetQueryList: '/account/reset-password-query-list',
  resetDetail: '/account/reset-password-detail',
  unitChangeCheck: '/account/unit-change-check',

  forbidden: '/401',
  serverError: '/500',
} as const;

/** The home page's route name: the tab row keeps its tab first and never closes it. */
export const HOME_NAME = 'home';

/** The page of one record: a detail page's address with ?id=. */
export const recordPath = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;

/** Spec §2 detail pages by equipment type code: /equipment/detail/<name>. */
export const DETAIL_ROUTE_NAMES: Record<EquipmentTypeCode, string> = {
  '1000': 'boiler',
  '2000': 'pressureVessel',
  '3000': 'elevator',
  '4000': 'hoistingMachinery',
  '5000': 'fieldMotorVehicles',
  '6000': 'majorAmusementFacilities',
  '7000': 'pressurePiping',
  '8000': 'pressurePipeline',
  '9000': 'passengerRopeway',
};

/** The detail page of one equipment category (the route table registers one per category). */
export const detailRoutePath = (typeCode: EquipmentTypeCode): string => `/equipment/detail/${DETAIL_ROUTE_NAMES[typeCode]}`;

/** The detail page of one record. */
export const detailPath = (typeCode: EquipmentTypeCode, id: string): string => recordPath(detailRoutePath(typeCode), id);

/** Spec §2 equipment query lists by kind. */
export const LIST_PATHS: Record<EquipmentListKind, string> = {
  comprehensive: '/equipment/query-comprehensive',
  timeout: '/equipment/query-timeout',
  fault: '/equipment/query-fault',
  nonUse: '/equipment/query-non-use',
  aboutExpire: '/equipment/query-about-expire',
  payloadTime: '/equipment/query-payload-time',
  pressurePiping: '/equipment/query-pressure-piping',
  /** 场（厂）内专用机动车辆 (legacy /factoryVehicle). */
  fieldVehicle: '/equipment/field-vehicle',
};

/** A query list opened with filters, as its search form would write them into the address. */
export function listPath(kind: EquipmentListKind, filters: Record<string, string> = {}): string {
  const q = new URLSearchParams(filters).toString();
  return q ? `${LIST_PATHS[kind]}?${q}` : LIST_PATHS[kind];
}
