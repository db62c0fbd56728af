import { ACCOUNT_APPLY_FLOW } from '../api/registration';
import { ARTICLE_FLOW } from '../api/article';
import { PASSWORD_RESET_FLOW } from '../api/password-reset';
import { REG_CHANGE_FLOW } from '../api/reg-change';
import { CONSTRUCTION_FLOW } from '../api/construction';
import { LICENCE_FLOW } from '../api/licence';
import { USE_REGIST_FLOW } from '../api/use-regist';
import { INSPECTION_FLOW } from '../api/online-apply';
import { INVOICE_FLOW } from '../api/invoice';
import { INTERACTION_FLOW } from '../api/interaction';
import { OPINION_FLOW } from '../api/opinion';
import { ENTRUST_FLOW } from '../api/entrust';
import { MFG_FLOW } from '../api/manufacture';
import { MAINTAIN_PRICE_FLOW } from '../api/maintain-project';
import { MAINT_CHANGE_FLOW } from '../api/maint-change';
import { MAINT_REG_FLOW } from '../api/maint-reg';
import { SELF_MAINT_FLOW } from '../api/self-maint';
import { MAINTENANCE_FLOW } from '../api/maintenance';
import { RESCUE_FLOW } from '../api/rescue';
import { FAULT_FLOW } from '../api/fault';
import { SELF_TEST_FLOW } from '../api/self-test';
import { UNIT_CHANGE_FLOW, type FlowStart, type Workflow } from './workflow';

interface FlowEntry {
  /** What a record of this flow is called. */
  title: string;
  /** The short word for it in messages: 该{noun}已通过，不能退回. */
  noun: string;
  flow: Workflow<string, string>;
  /** The step that creates a record, when the flow has one the applicant takes. */
  start?: FlowStart<string>;
}

/**
 * Every workflow of the portal by record kind: the engine applies their transitions, the flow log
 * names its steps from them and `/flowLog-single?kind=&id=` takes these kinds.
 */
export const FLOWS = {
  accountApply: { title: '账号注册申请', noun: '申请', flow: ACCOUNT_APPLY_FLOW, start: { action: 'submit', label: '提交申请', to: 'pending' } },
  passwordReset: { title: '密码重置申请', noun: '申请', flow: PASSWORD_RESET_FLOW, start: { action: 'submit', label: '提交申请', to: 'pending' } },
  unitChange: { title: '单位名称及信用代码变更申请', noun: '申请', flow: UNIT_CHANGE_FLOW, start: { action: 'submit', label: '提交申请', to: 'pending' } },
  article: { title: '通知公告', noun: '公告', flow: ARTICLE_FLOW, start: { action: 'create', label: '新建草稿', to: 'draft' } },
  useRegist: { title: '使用登记申请', noun: '申请', flow: USE_REGIST_FLOW, start: { action: 'create', label: '新建申请', to: 'draft' } },
  regChange: { title: '登记变更申请', noun: '申请', flow: REG_CHANGE_FLOW, start: { action: 'create', label: '新建申请', to: 'draft' } },
  licence: { title: '安装改造修理许可备案', noun: '备案', flow: LICENCE_FLOW, start: { action: 'submit', label: '提交备案', to: 'pending' } },
  construction: { title: '施工告知', noun: '告知', flow: CONSTRUCTION_FLOW, start: { action: 'create', label: '新建告知', to: 'draft' } },
  inspectionApply: { title: '在线报检申请', noun: '申请', flow: INSPECTION_FLOW, start: { action: 'create', label: '新建申请', to: 'draft' } },
  invoice: { title: '发票申请', noun: '发票申请', flow: INVOICE_FLOW, start: { action: 'create', label: '新建申请', to: 'draft' } },
  interaction: { title: '检验互动', noun: '互动', flow: INTERACTION_FLOW, start: { action: 'launch', label: '发起互动', to: 'open' } },
  opinion: { title: '检验意见通知书', noun: '通知书', flow: OPINION_FLOW, start: { action: 'issue', label: '签发意见通知书', to: 'issued' } },
  entrust: { title: '委托申报委托书', noun: '委托书', flow: ENTRUST_FLOW, start: { action: 'create', label: '新建委托书', to: 'draft' } },
  manufacture: { title: '制造监督检验申请', noun: '监检申请', flow: MFG_FLOW, start: { action: 'create', label: '新建监检申请', to: 'draft' } },
  maintainPrice: { title: '维保项目与价格申报', noun: '价格申报', flow: MAINTAIN_PRICE_FLOW, start: { action: 'create', label: '新建价格申报', to: 'draft' } },
  maintReg: { title: '维保单位备案', noun: '备案', flow: MAINT_REG_FLOW, start: { action: 'submit', label: '提交备案', to: 'submitted' } },
  maintChange: { title: '维保单位变更申请', noun: '申请', flow: MAINT_CHANGE_FLOW, start: { action: 'create', label: '新建申请', to: 'draft' } },
  selfMaint: { title: '自行维保申请', noun: '申请', flow: SELF_MAINT_FLOW, start: { action: 'create', label: '新建申请', to: 'draft' } },
  maintenanceRecord: { title: '电梯维保记录', noun: '维保记录', flow: MAINTENANCE_FLOW, start: { action: 'submit', label: '登记维保记录', to: 'submitted' } },
  rescue: { title: '电梯困人救援记录', noun: '救援记录', flow: RESCUE_FLOW, start: { action: 'report', label: '报告困人', to: 'reported' } },
  fault: { title: '电梯故障记录', noun: '故障记录', flow: FAULT_FLOW, start: { action: 'report', label: '登记故障', to: 'pending' } },
  selfTest: { title: '电梯自行检测结果', noun: '检测结果', flow: SELF_TEST_FLOW, start: { action: 'create', label: '录入检测结果', to: 'draft' } },
} as const satisfies Record<string, FlowEntry>;
export type FlowKind = keyof typeof FLOWS;
export const FLOW_KINDS = Object.keys(FLOWS) as FlowKind[];

/** The label of an action of a flow, including its start step. */
export function actionLabel(kind: FlowKind, action: string): string {
  const entry: FlowEntry = FLOWS[kind];
  if (entry.start?.action === action) return entry.start.label;
  return entry.flow.transitions.find((t) => t.action === action)?.label ?? action;
}

/** The label and tag colour of a state of a flow. */
export function stateOf(kind: FlowKind, state: string): { label: string; color: string } {
  const states: Record<string, { label: string; color: string }> = FLOWS[kind].flow.states;
  return states[state] ?? { label: state, color: 'default' };
}
