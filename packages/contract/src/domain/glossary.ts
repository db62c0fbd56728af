/**
 * One word for one thing. Labels, columns, messages, templates and flows take their terms from here,
 * and `glossary.test.ts` refuses the other words for the same thing anywhere in the sources.
 */
export const TERMS = {
  /** The unit that maintains equipment (TSG 08: 维护保养单位), as the role and the menus call it. */
  maintenanceUnit: '维保单位',
  /** The number on the use registration certificate. */
  certNo: '使用登记证编号',
  /** A reviewed change of a unit's name or unified social credit code. */
  unitChange: '单位信息变更',
  /** A reviewer sends a submission back for correction; the applicant may change it and submit it again. */
  return: '退回',
  returned: '已退回',
  /** A reviewer's final refusal; the applicant can only apply anew. */
  reject: '驳回',
  rejected: '已驳回',
  /** A registry's refusal to take an application up at all (不予受理); final, like 驳回. */
  refuse: '不予受理',
  refused: '不予受理',
  resubmit: '修改后重新提交',
  approve: '审核通过',
  approved: '已通过',
  withdraw: '撤回',
  withdrawn: '已撤回',
  pending: '待审核',
} as const;

/** Words that name one of the terms above and must not be used for it, with the term to use instead. */
export const AVOIDED_TERMS: Readonly<Record<string, string>> = {
  维护保养单位: TERMS.maintenanceUnit,
  使用登记证号: TERMS.certNo,
  登记证号码: TERMS.certNo,
  单位更名审核: `${TERMS.unitChange}审核`,
  审核单位更名: `${TERMS.unitChange}审核`,
  单位更名申请: `${TERMS.unitChange}申请`,
  '单位名称 / 信用代码变更': TERMS.unitChange,
  审核不通过: TERMS.reject,
  拒绝: TERMS.reject,
};
