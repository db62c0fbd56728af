import { z } from 'zod';
import { recordStamps, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { mobile } from '../validators/rules';
import { isCalendarDay } from '../validators/dates';
import { optionalText, pickedId, requiredDate, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { keywordFilter, pageInput, stateAndKeyword } from './envelope';
import { endpointsWith, pageOf } from './endpoint';
import { draftFields, filingEndpoints } from './filing';
import { listedDevice } from './equipment';
import { lastDayOfYears } from './maint-change';

export type EntrustState = 'draft' | 'submitted' | 'accepted' | 'declined' | 'revoked';
export type EntrustAction = 'submit' | 'withdraw' | 'accept' | 'decline' | 'revoke';

/**
 * 委托申报: a unit (the principal) authorises another registered unit (the agent, e.g. its maintenance or installation
 * company) to file use registrations and/or periodic inspection applications for chosen devices, with a stamped
 * authorisation letter and a validity period. The agent accepts it (in force from then until valid_to) or declines it
 * with a reason; the principal may take a submitted one back into its drafts, correct a declined one and submit it
 * again, and revoke one in force with a reason. Expiry is not a step: it is read from valid_to.
 */
export const ENTRUST_FLOW: Workflow<EntrustState, EntrustAction> = {
  states: {
    draft: STATES.draft,
    submitted: { label: '待受托单位确认', color: 'processing' },
    accepted: { label: '生效', color: 'success' },
    declined: { label: '受托单位已谢绝', color: 'warning' },
    revoked: { label: '已撤销', color: 'default' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'declined'], to: 'submitted', label: '提交委托', by: 'owner' },
    STEPS.withdraw(['submitted'], 'draft'),
    { action: 'accept', from: ['submitted'], to: 'accepted', label: '接受委托', by: 'counterparty' },
    { action: 'decline', from: ['submitted'], to: 'declined', label: '谢绝委托', by: 'counterparty', needsReason: true },
    { action: 'revoke', from: ['accepted'], to: 'revoked', label: '撤销委托', by: 'owner', needsReason: true },
  ],
};
export const ENTRUST_STATES = Object.keys(ENTRUST_FLOW.states) as [EntrustState, ...EntrustState[]];
/** States in which the principal may still change the authorisation. */
export const ENTRUST_EDITABLE: readonly EntrustState[] = ['draft', 'declined'];
/** How an accepted authorisation past its valid_to is shown (not a state: nothing moves it). */
export const ENTRUST_EXPIRED = { label: '已过期', color: 'default' } as const;

/** The business an authorisation may cover. */
export const ENTRUST_SCOPES = { useRegist: '使用登记', inspection: '定期检验报检' } as const;
export type EntrustScope = keyof typeof ENTRUST_SCOPES;
export const ENTRUST_SCOPE_KEYS = Object.keys(ENTRUST_SCOPES) as [EntrustScope, ...EntrustScope[]];

/** The longest validity a letter may give: three years, the period local registries commonly accept for a standing authorisation. */
export const ENTRUST_MAX_YEARS = 3;
export const ENTRUST_DEVICES_MAX = 50;

/** The last day a validity starting on `from` may reach (YYYY-MM-DD, the day before the same date ENTRUST_MAX_YEARS later). */
export const entrustLastDay = (from: string): string => lastDayOfYears(from, ENTRUST_MAX_YEARS);

export const ENTRUST_MESSAGES = {
  validTo: '委托截止日期不能早于开始日期',
  tooLong: `委托期限最长${ENTRUST_MAX_YEARS}年`,
} as const;

const entrustFields = {
  agentUnitId: pickedId('受托单位'),
  scopes: z
    .array(z.enum(ENTRUST_SCOPE_KEYS, { error: '委托事项不正确' }), { error: '请选择委托事项' })
    .min(1, '请至少选择一项委托事项')
    .refine((v) => new Set(v).size === v.length, '委托事项重复'),
  equipmentIds: z
    .array(z.string().trim().min(1).max(64), { error: '请选择委托办理的设备' })
    .min(1, '请至少选择一台委托办理的设备')
    .max(ENTRUST_DEVICES_MAX, `一份委托书最多包含${ENTRUST_DEVICES_MAX}台设备`)
    .refine((v) => new Set(v).size === v.length, '设备重复'),
  validFrom: requiredDate('委托开始日期'),
  validTo: requiredDate('委托截止日期'),
  contact: requiredText('联系人', 30),
  contactMobile: requiredRuled('联系人手机', mobile, 11),
  remark: optionalText(200),
};

/** The validity across fields: to ≥ from, and at most ENTRUST_MAX_YEARS. */
function checkValidity(v: { validFrom: string; validTo: string }, ctx: z.RefinementCtx) {
  // The fields refuse what is no day themselves; years are not added to one.
  if (!isCalendarDay(v.validFrom) || !isCalendarDay(v.validTo)) return;
  if (v.validTo < v.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: ENTRUST_MESSAGES.validTo });
  else if (v.validTo > entrustLastDay(v.validFrom)) ctx.addIssue({ code: 'custom', path: ['validTo'], message: ENTRUST_MESSAGES.tooLong });
}

export const entrustForm = z.object(entrustFields).superRefine(checkValidity);
export type EntrustForm = z.output<typeof entrustForm>;

/** Submitting sends it to the agent. */
export const saveEntrustInput = z.object({ ...entrustFields, ...draftFields }).superRefine(checkValidity);
export type SaveEntrustInput = z.input<typeof saveEntrustInput>;

/** A device an authorisation covers, as both sides see it. */
export const entrustDevice = z.object({ ...listedDevice, regState: z.string() });
export type EntrustDevice = z.output<typeof entrustDevice>;

export const entrustRecord = z.object({
  id: z.string(),
  entrustNo: z.string(),
  principalUnitId: z.string(),
  principalName: z.string(),
  principalUscc: z.string(),
  agentUnitId: z.string(),
  agentName: z.string(),
  agentUscc: z.string(),
  scopes: z.array(z.enum(ENTRUST_SCOPE_KEYS)),
  devices: z.array(entrustDevice),
  validFrom: z.string(),
  validTo: z.string(),
  contact: z.string(),
  contactMobile: z.string(),
  remark: z.string(),
  state: z.enum(ENTRUST_STATES),
  /** Accepted, and valid_to is past (China time). */
  expired: z.boolean(),
  /** Accepted, started and not expired: the agent may file now. */
  inForce: z.boolean(),
  /** Which side the viewer is on. */
  side: z.enum(['principal', 'agent']),
  submittedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string(),
  /** The agent's answer: who accepted or declined, when, and the reason for declining. */
  ...reviewOutcome,
  ...recordStamps,
});
export type EntrustRecord = z.output<typeof entrustRecord>;

/** The keyword matches the number, or the other side's name or credit code. */
export const findEntrustInput = pageInput.extend(stateAndKeyword([...ENTRUST_STATES, 'expired']));
export type FindEntrustInput = z.input<typeof findEntrustInput>;

export const entrustIdInput = z.object({ id: pickedId('委托书') });
const versioned = entrustIdInput.extend({ version: recordVersion });
export const entrustReasonInput = (label: string) => versioned.extend({ opinion: requiredText(label, 500) });
export const declineEntrustInput = entrustReasonInput('谢绝原因');
export const revokeEntrustInput = entrustReasonInput('撤销原因');

/** A registered enterprise unit the principal may name as its agent. */
export const agentCandidate = z.object({ id: z.string(), name: z.string(), uscc: z.string(), address: z.string() });
export const findAgentInput = z.object({ keyword: requiredText('单位名称或统一社会信用代码', 50).refine((v) => v.length >= 2, '请至少输入2个字') });

/** The principal's devices an authorisation may name: in its records and not stopped, scrapped or cancelled. */
export const entrustableInput = pageInput.extend({
  keyword: keywordFilter,
  ids: z.array(z.string().trim().max(64)).max(ENTRUST_DEVICES_MAX).optional(),
});

/** An authorisation in force on the agent's side: the filing forms offer it as 代为申报的委托单位. */
export const entrustInForce = z.object({
  id: z.string(),
  entrustNo: z.string(),
  principalName: z.string(),
  principalUscc: z.string(),
  scopes: z.array(z.enum(ENTRUST_SCOPE_KEYS)),
  equipmentIds: z.array(z.string()),
  validTo: z.string(),
});
export type EntrustInForce = z.output<typeof entrustInForce>;
export const inForceInput = z.object({ scope: z.enum(ENTRUST_SCOPE_KEYS, { error: '委托事项不正确' }) });

/**
 * The field a filing form sends when the agent files for its principal: the authorisation in force, never the
 * principal itself (the server takes the principal and the agent from the authorisation). '' files for oneself.
 */
export const entrustIdField = z.string().trim().max(64, '委托书不正确').default('');

const SPEC = '/entrustDeclaration (spec §2 earlier router set): 委托申报, authorisations between units, beyond §7';
const ACCESS = 'useRecord.entrust';
const entrust = endpointsWith({ spec: SPEC, access: ACCESS });
/** A step on one authorisation, which answers it as it then stands. */
const entrustStep = endpointsWith({ spec: SPEC, access: ACCESS, output: entrustRecord, owns: { id: 'entrust' } });

/** Both sides call these: the principal its own authorisations, the agent those addressed to it. */
export const entrustApi = {
  ...filingEndpoints({
    base: '/a/stone/entrust',
    spec: SPEC,
    noun: '委托书',
    record: entrustRecord,
    find: findEntrustInput,
    idInput: entrustIdInput,
    owner: ACCESS,
    owns: 'entrust',
    save: saveEntrustInput,
    saveOwns: { equipmentIds: 'equipment' },
    versioned,
    // The agent's side: those addressed to it, which it reads through detail and accepts or declines.
    reviewer: ACCESS,
    omit: ['getForReview', 'decide'],
    titles: { list: '我的委托书', queue: '委托给本单位的委托书' },
  }),
  agents: entrust({ path: '/a/stone/entrust/agents', title: '查找受托单位', input: findAgentInput, output: z.array(agentCandidate) }),
  entrustable: entrust({ path: '/a/stone/entrust/entrustable', title: '可委托办理的设备', input: entrustableInput, output: pageOf(entrustDevice), owns: { ids: 'equipment' } }),
  revoke: entrustStep({ path: '/a/stone/entrust/revoke', title: '撤销委托', input: revokeEntrustInput }),
  accept: entrustStep({ path: '/a/stone/entrust/accept', title: '接受委托', input: versioned }),
  decline: entrustStep({ path: '/a/stone/entrust/decline', title: '谢绝委托', input: declineEntrustInput }),
  inForce: entrust({ path: '/a/stone/entrust/inForce', title: '本单位受托办理中的委托', input: inForceInput, output: z.array(entrustInForce) }),
} as const;
