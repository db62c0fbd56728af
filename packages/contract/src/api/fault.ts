import { z } from 'zod';
import { recordStamps, type Workflow } from '../domain/workflow';
import { optionalText, pickedId, recordVersion, requiredText } from '../validators/zod';
import { pageInput, stateAndKeyword } from './envelope';
import { endpointsWith, pageOf } from './endpoint';
import { RECORD_SIDES, rescueElevatorFields, rescueMonthField, requiredMoment, trappedFields, trappedOrder } from './rescue';

export type FaultState = 'pending' | 'processing' | 'transferred' | 'completed' | 'cancelled';
export type FaultAction = 'process' | 'transfer' | 'complete' | 'cancel';

export const FAULT_FLOW: Workflow<FaultState, FaultAction> = {
  states: {
    pending: { label: '待处理', color: 'warning' },
    processing: { label: '维修中', color: 'processing' },
    transferred: { label: '已转困人救援', color: 'error' },
    completed: { label: '已修复', color: 'success' },
    cancelled: { label: '已取消', color: 'default' },
  },
  transitions: [
    { action: 'process', from: ['pending'], to: 'processing', label: '开始维修', by: 'counterparty' },
    { action: 'transfer', from: ['pending', 'processing'], to: 'transferred', label: '转困人救援', by: 'counterparty' },
    { action: 'complete', from: ['processing', 'transferred'], to: 'completed', label: '维修完成', by: 'counterparty' },
    { action: 'cancel', from: ['pending', 'processing'], to: 'cancelled', label: '取消故障', by: 'counterparty', needsReason: true },
  ],
};
export const FAULT_STATES = Object.keys(FAULT_FLOW.states) as [FaultState, ...FaultState[]];

export const FAULT_COMPONENTS = {
  door: '门系统',
  traction: '曳引系统',
  control: '控制系统',
  electrical: '电气系统',
  guide: '导向系统',
  car: '轿厢',
  safety: '安全保护装置',
  other: '其他',
} as const;
export type FaultComponent = keyof typeof FAULT_COMPONENTS;
const COMPONENT_KEYS = Object.keys(FAULT_COMPONENTS) as [FaultComponent, ...FaultComponent[]];

const faultFields = {
  faultAt: requiredMoment('故障发生时间'),
  phenomenon: requiredText('故障现象', 200),
  component: z.enum(COMPONENT_KEYS, { error: '请选择故障部件' }),
  description: optionalText(200),
};
export const reportFaultInput = z.object({ equipmentId: pickedId('电梯'), ...faultFields });
export type ReportFaultInput = z.input<typeof reportFaultInput>;
export const faultIdInput = z.object({ id: pickedId('故障记录') });
/** A step on a fault record: the record, and the version the page read. */
const onFault = { id: pickedId('故障记录'), version: recordVersion };
export const processFaultInput = z.object({ ...onFault, repairer: requiredText('维修人员', 50) });
export const transferFaultInput = z.object({ ...onFault, ...trappedFields }).superRefine(trappedOrder);
export const completeFaultInput = z.object({
  ...onFault,
  cause: requiredText('故障原因', 200),
  handling: requiredText('处理情况', 500),
  partsReplaced: optionalText(200),
  backInServiceAt: requiredMoment('恢复运行时间'),
  repairer: requiredText('维修人员', 50),
});
export const cancelFaultInput = z.object({ ...onFault, opinion: requiredText('取消原因', 500) });
export const findFaultInput = pageInput.extend({
  ...stateAndKeyword(FAULT_STATES),
  /** The month the fault happened (China time). */
  month: rescueMonthField,
});
export type FindFaultInput = z.input<typeof findFaultInput>;

export const faultRecord = z.object({
  id: z.string(),
  faultNo: z.string(),
  ...rescueElevatorFields,
  faultAt: z.string(),
  phenomenon: z.string(),
  component: z.enum(COMPONENT_KEYS),
  description: z.string(),
  repairer: z.string(),
  cause: z.string(),
  handling: z.string(),
  partsReplaced: z.string(),
  backInServiceAt: z.string().nullable(),
  peopleTrapped: z.boolean(),
  /** The rescue record it was transferred to ('' none). */
  rescueId: z.string(),
  rescueNo: z.string(),
  cancelReason: z.string(),
  reportedByName: z.string(),
  reportedUnitName: z.string(),
  state: z.enum(FAULT_STATES),
  side: z.enum(RECORD_SIDES),
  ...recordStamps,
});
export type FaultRecord = z.output<typeof faultRecord>;

const FLT = '§7 eleFaultMain: fault registration (workflows.md §9)';
const fault = endpointsWith({ spec: FLT, access: 'rescue.fault' });
/** The calls on one fault record, each answering the record as it then stands. */
const faultStep = endpointsWith({ spec: FLT, access: 'rescue.fault', output: faultRecord, owns: { id: 'fault' } });

/** 故障登记: the same two sides; a fault with people trapped is transferred to a rescue record. */
export const faultApi = {
  list: fault({ path: '/a/stone/eleFaultMain/list', title: '电梯故障记录', input: findFaultInput, output: pageOf(faultRecord) }),
  detail: faultStep({ path: '/a/stone/eleFaultMain/detail', title: '电梯故障记录详情', input: faultIdInput }),
  report: fault({ path: '/a/stone/eleFaultMain/save', title: '登记电梯故障', input: reportFaultInput, output: faultRecord, owns: { equipmentId: 'equipment' } }),
  process: faultStep({ path: '/a/stone/eleFaultMain/process', title: '开始维修故障', input: processFaultInput }),
  transfer: faultStep({ path: '/a/stone/eleFaultMain/transfer', title: '故障转困人救援', input: transferFaultInput }),
  complete: faultStep({ path: '/a/stone/eleFaultMain/complete', title: '故障维修完成', input: completeFaultInput }),
  cancel: faultStep({ path: '/a/stone/eleFaultMain/cancel', title: '取消故障记录', input: cancelFaultInput }),
} as const;
