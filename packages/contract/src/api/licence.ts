import { z } from 'zod';
import { LICENCE_ITEMS, LICENCE_ITEM_KEYS, levelOf } from '../domain/licences';
import { decisionFields, reasonGiven, reviewedEntry, UNIT_CHANGE_FLOW, type UnitChangeState } from '../domain/workflow';
import { licenceNo } from '../validators/rules';
import { requiredDate, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { attachment } from './attachment';
import { choiceFilter, pageInput } from './envelope';
import { endpointsWith, nothing, pageOf, queryGet } from './endpoint';
import { unitProfile } from './unit';

/**
 * A construction unit's licence (安装改造修理许可) on its unit profile. The unit files it, or a renewal
 * or change of it, with a scan of the certificate; the registry of the unit's area approves it (it then
 * becomes the unit's licence) or refuses it with a reason, as with the other key changes of a unit.
 */
export const LICENCE_FLOW = UNIT_CHANGE_FLOW;
export type LicenceState = UnitChangeState;
const LICENCE_STATES = Object.keys(LICENCE_FLOW.states) as [LicenceState, ...LicenceState[]];

/** The unit attachment kind that holds the licence scan while a filing is drafted; it moves to the filing when filed. */
export const LICENCE_SCAN_KIND = 'licenceScan';

export const licenceItemEntry = z.object({
  item: z.enum(LICENCE_ITEM_KEYS, { error: '请选择许可项目' }),
  level: z.string({ error: '请选择许可级别' }).trim().min(1, '请选择许可级别').max(8),
});
export type LicenceItemEntry = z.output<typeof licenceItemEntry>;

export const licenceForm = z
  .object({
    licenceNo: requiredRuled('许可证编号', licenceNo, 20),
    issuer: requiredText('发证机关', 100),
    validFrom: requiredDate('发证日期'),
    validTo: requiredDate('有效期至'),
    items: z.array(licenceItemEntry).min(1, '请至少填写一个许可项目').max(20, '许可项目不能超过20个'),
  })
  .superRefine((f, ctx) => {
    if (f.validTo <= f.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '有效期至应晚于发证日期' });
    const seen = new Set<string>();
    f.items.forEach((e, i) => {
      if (!levelOf(e.item, e.level)) ctx.addIssue({ code: 'custom', path: ['items', i, 'level'], message: `${LICENCE_ITEMS[e.item].label}没有${e.level}级` });
      if (seen.has(e.item)) ctx.addIssue({ code: 'custom', path: ['items', i, 'item'], message: `${LICENCE_ITEMS[e.item].label}重复填写` });
      seen.add(e.item);
    });
  });
export type LicenceForm = z.output<typeof licenceForm>;

export const licenceRecord = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  licenceNo: z.string(),
  issuer: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  items: z.array(licenceItemEntry),
  state: z.enum(LICENCE_STATES),
  ...reviewedEntry,
});
export type LicenceRecord = z.output<typeof licenceRecord>;

/** A unit's licence as its pages show it: the approved one in force, and a later filing still pending or refused. */
export const unitLicenceView = z.object({
  current: licenceRecord.nullable(),
  /** Whether the current licence is within its validity today. */
  valid: z.boolean(),
  latest: licenceRecord.nullable(),
});
export type UnitLicenceView = z.output<typeof unitLicenceView>;

export const licenceIdInput = z.object({ id: z.string({ error: '请选择许可备案' }).trim().min(1, '请选择许可备案').max(64) });

export const findLicencesInput = pageInput.extend({
  state: choiceFilter(LICENCE_STATES),
  /** Unit name or licence number. */
  keyword: z.string().trim().max(50).default(''),
});

export const auditLicenceInput = z
  .object({
    id: z.string({ error: '请选择许可备案' }).trim().min(1, '请选择许可备案').max(64),
    ...decisionFields('reject'),
    version: recordVersion,
  })
  .refine(...reasonGiven('reject'));

/** A filing under review: what it says, the unit as it stands, and the scan it was filed with. */
export const licenceReview = z.object({ licence: licenceRecord, unit: unitProfile, evidence: z.array(attachment) });
export type LicenceReview = z.output<typeof licenceReview>;

const SPEC = '§7 /a/stone/unit/*: a construction unit’s licence on its unit profile, and the registry’s review of it';
const holder = endpointsWith({ spec: SPEC, access: 'companyInfo.maintain' });
const registry = endpointsWith({ spec: SPEC, access: 'registry.licence' });

/** The unit's filing of its licence, and the registry's review. */
export const licenceApi = {
  get: holder({ path: '/a/stone/unit/licence', title: '本单位安装改造修理许可', ...queryGet, output: unitLicenceView }),
  file: holder({ path: '/a/stone/unit/fileLicence', title: '申报安装改造修理许可', input: licenceForm, output: licenceRecord }),
  withdraw: holder({
    path: '/a/stone/unit/withdrawLicence',
    title: '撤回许可备案',
    input: licenceIdInput.extend({ version: recordVersion }),
    output: nothing,
    owns: { id: 'licence' },
  }),
  // The registry's queue: filings of the units in its areas.
  findQueue: registry({ path: '/a/stone/unit/findLicences', title: '许可备案审核列表', input: findLicencesInput, output: pageOf(licenceRecord) }),
  getForReview: registry({ path: '/a/stone/unit/getLicenceForReview', title: '许可备案审核详情', input: licenceIdInput, output: licenceReview }),
  audit: registry({ path: '/a/stone/unit/auditLicence', title: '审核许可备案', input: auditLicenceInput, output: licenceRecord }),
} as const;
