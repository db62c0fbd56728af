/**
 * What attachments can belong to: a business object type, and the kinds of file it takes.
 * Features add their object types here; the server decides per type who may attach and read.
 */
export const ATTACHMENT_BIZ_TYPES = {
  // changeLicence and changeNotice are the evidence of a name or credit code change: uploaded on the unit while the change
  // is drafted, they move to the change request (bizId = its id) when it is submitted.
  unit: {
    label: '单位资料',
    kinds: {
      businessLicence: '营业执照',
      authorization: '授权委托书',
      other: '其他材料',
      changeLicence: '变更后的营业执照',
      changeNotice: '变更登记通知书',
      // The scan of the construction licence while its filing is drafted; it moves to the filing (type licence) when filed.
      licenceScan: '许可证扫描件',
    },
  },
  article: { label: '通知公告', kinds: { attachment: '附件' } },
  register: { label: '账号注册申请', kinds: { businessLicence: '营业执照', authorization: '加盖公章的授权委托书', other: '其他材料' } },
  resetPassword: { label: '密码重置申请', kinds: { letter: '加盖公章的密码重置申请函' } },
  qualification: { label: '作业人员证书', kinds: { certificate: '证书扫描件' } },
  // The documents of a use registration (USE_REGIST_DOCUMENTS says which a category needs).
  useRegist: {
    label: '使用登记申请',
    kinds: {
      registForm: '使用登记表',
      usccProof: '统一社会信用代码证明',
      productCert: '产品合格证',
      supervisionCert: '监督检验证书',
      firstInspection: '首次检验报告',
      energyProof: '锅炉能效测试报告',
      other: '其他材料',
    },
  },
  // The documents of a registration change or termination (REG_CHANGE_DOCUMENTS says which a kind needs).
  regChange: {
    label: '登记变更申请',
    kinds: {
      changeForm: '使用登记表（变更）',
      terminationForm: '停用/注销/报废报告书',
      certificate: '原使用登记证',
      supervisionCert: '监督检验证书',
      periodicReport: '定期检验报告',
      transferAgreement: '转让协议',
      renameProof: '名称变更证明',
      addressProof: '地址变更证明',
      assessmentReport: '检验或安全评估报告',
      headApproval: '主要负责人批准文件',
      selfCheck: '自行检查记录',
      other: '其他材料',
    },
  },
  licence: { label: '安装改造修理许可备案', kinds: { licenceScan: '许可证扫描件' } },
  // The documents of a construction notification (CONSTRUCTION_DOCUMENTS says which are required).
  construction: {
    label: '施工告知',
    kinds: { contract: '施工合同', plan: '施工方案', workerCerts: '作业人员证书', other: '其他材料' },
  },
  // The unit's documents of an online inspection application (INSPECTION_DOCUMENTS), and its bank-transfer voucher.
  inspectionApply: {
    label: '在线报检申请',
    kinds: { applyScan: '加盖公章的报检申请书', opinionLetter: '监管部门意见书', other: '其他材料', payVoucher: '缴费凭证' },
  },
  // The inspection body's own signed report of one device of an application (bizId: the application's device line).
  inspectionReport: { label: '检验报告', kinds: { report: '检验报告' } },
  // The invoice the inspection body's finance issued on a unit's invoice request (bizId: the request).
  invoice: { label: '发票', kinds: { invoicePdf: '发票PDF' } },
  // A 检验互动's files: uploaded as a draft of the side that writes (bizId: the thread, or the application while launching),
  // they become the thread's (bizId: the thread) when the post that carries them is sent.
  interactionDraft: { label: '检验互动（待发送）', kinds: { file: '附件' } },
  interaction: { label: '检验互动', kinds: { file: '附件' } },
  // The principal's stamped authorisation letter of a 委托书 (bizId: the authorisation).
  entrust: { label: '委托申报', kinds: { letter: '加盖公章的授权委托书', other: '其他材料' } },
  // The manufacturer's drawings of a product submitted for manufacturing supervision (bizId: the submission).
  manufacture: { label: '制造监督检验', kinds: { drawing: '设计图样', other: '其他材料' } },
  // The maintenance contract of a maintenance-unit change (bizId: the application).
  maintChange: { label: '维保单位变更', kinds: { contract: '维保合同', other: '其他材料' } },
  // The unit's maintenance rules and emergency plan, filed with a self-maintenance application (bizId: the application).
  selfMaint: { label: '自行维保申请', kinds: { rules: '自行维保管理制度及应急救援预案', other: '其他材料' } },
  // Photos of an elevator rescue or a fault repair (bizId: the record), from either side while it is open.
  rescue: { label: '困人救援', kinds: { photo: '现场照片' } },
  fault: { label: '电梯故障', kinds: { photo: '故障照片' } },
  // The testing body's signed report of an elevator self-test (bizId: the self-test result).
  selfTest: { label: '电梯自行检测', kinds: { report: '自行检测报告' } },
  // The unit's evidence of one rectified defect of an opinion notice (bizId: the defect).
  opinionDefect: { label: '整改反馈', kinds: { evidence: '整改证明材料' } },
  equipment: {
    label: '设备资料',
    kinds: { productCert: '产品合格证', registrationCert: '使用登记证', report: '检验报告', manual: '图纸及说明书', other: '其他资料' },
  },
} as const satisfies Record<string, { label: string; kinds: Record<string, string> }>;

export type AttachmentBizType = keyof typeof ATTACHMENT_BIZ_TYPES;
export const ATTACHMENT_BIZ_TYPE_KEYS = Object.keys(ATTACHMENT_BIZ_TYPES) as AttachmentBizType[];

/** File types accepted anywhere, checked on the content, with the extensions each may carry. */
export const ATTACHMENT_FILE_TYPES = {
  pdf: { mime: 'application/pdf', exts: ['pdf'] },
  jpeg: { mime: 'image/jpeg', exts: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', exts: ['png'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', exts: ['docx'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', exts: ['xlsx'] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', exts: ['pptx'] },
  doc: { mime: 'application/msword', exts: ['doc'] },
  xls: { mime: 'application/vnd.ms-excel', exts: ['xls'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', exts: ['ppt'] },
} as const;

export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_FILE_TYPES)
  .flatMap((t) => t.exts.map((e) => `.${e}`))
  .join(',');

export const MOBILE_UPLOAD_TOKEN_MINUTES = 30;
