import { z } from 'zod';
import { EQUIPMENT_TYPES, type EquipmentTypeCode } from '../domain/codes';
import { TERMS } from '../domain/glossary';
import { chinaToday } from '../domain/working-days';

import { isCalendarDay } from '../validators/dates';
import { YEAR_MONTH_OR_DATE, deviceCode, mobile, phoneOrMobile, registrationCode } from '../validators/rules';
import { inspectionDates, optionalDate, optionalRuled, pickedArea, recordVersion } from '../validators/zod';
import { pageInput } from './envelope';
import { endpoint, endpointsWith, pageOf, signedDownload } from './endpoint';

const TYPE_CODES = Object.values(EQUIPMENT_TYPES) as [EquipmentTypeCode, ...EquipmentTypeCode[]];
export const equipmentTypeCode = z.enum(TYPE_CODES, { error: '请选择设备种类' });

/** The statuses of the 'equipment_use_status' dictionary that count as out of service for reminders. */
/** Fields a registry decision sets: once one has, the unit no longer edits them (it applies for a change instead). */
export const DECIDED_FIELDS = ['certNo', 'useStatus'] as const;
/** Fields an inspection body's conclusion sets: once one has, the unit no longer edits them. */
export const INSPECTED_FIELDS = ['lastInspectionDate', 'nextInspectionDate', 'lastConclusion', 'inspectionOrg'] as const;
export const OUT_OF_SERVICE = ['stopped', 'scrapped', 'dismantled', 'cancelled'] as const;
/**
 * A record whose device has ended (注销, 报废, 拆除) no longer holds its device code: another record may take it
 * (the device registered again elsewhere). A stopped device (停用) still does: it may return to use. Records are
 * never deleted, so these states are what "not live" means.
 */
export const ENDED_USE_STATUSES = ['scrapped', 'dismantled', 'cancelled'] as const;
export const ENDED_REG_STATES = ['cancelled', 'scrapped'] as const;
/** A device code or certificate number held by another unit's record: the message names neither the unit nor the record. */
export const CODE_ELSEWHERE = {
  deviceCode: '该设备代码已在其他单位登记，请核对；如确属本单位设备，请联系登记机关',
  certNo: '该使用登记证编号已在其他单位登记，请核对；如确属本单位设备，请联系登记机关',
} as const;
/** The same unit entering a code or number it already holds. */
export const CODE_OWN_DUPLICATE = {
  deviceCode: '本单位已有相同设备代码的设备，请核对',
  certNo: '本单位已有相同使用登记证编号的设备，请核对',
} as const;
export type UniqueCode = keyof typeof CODE_ELSEWHERE;
/** Statuses of equipment installed but not yet put into use: without a next date it awaits its first inspection, not overdue. */
export const NOT_YET_IN_USE = ['notYetInUse'] as const;

/** 待首检: not yet in use and no next inspection date yet; the lists and the counts leave it out of 超期未检. */
export const awaitsFirstInspection = (r: { useStatus: string; nextInspectionDate: string | null }): boolean =>
  (NOT_YET_IN_USE as readonly string[]).includes(r.useStatus) && !r.nextInspectionDate;
/** Conclusions that leave equipment unqualified until a passing re-inspection. */
export const FAILING_CONCLUSIONS = ['fail', 'nonConform', 'refail'] as const;
/** Categories with periodic load tests (elevators every 5 years, cranes as scheduled). */
export const LOAD_TEST_TYPES = ['3000', '4000'] as const;
export const LOAD_TEST_INTERVAL_YEARS = 5;
export const ABOUT_EXPIRE_DAYS_DEFAULT = 30;

const text = (label: string, max: number, required = false) =>
  required
    ? z
        .string({ error: `请填写${label}` })
        .trim()
        .min(1, `请填写${label}`)
        .max(max, `${label}不能超过${max}个字符`)
    : z.string().trim().max(max, `${label}不能超过${max}个字符`).default('');

/** Common fields of every equipment record (domain/equipment-fields.md §1); technical parameters travel in `params`. */
export const equipmentFields = z
  .object({
    typeCode: equipmentTypeCode,
    catalogueCode: z
      .string({ error: '请选择设备品种' })
      .trim()
      .regex(/^[0-9A-Z]{4}$/, '请选择设备品种'),
    deviceCode: optionalRuled(deviceCode, 18),
    registerCode: optionalRuled(registrationCode, 20),
    certNo: text(TERMS.certNo, 30),
    productName: text('设备名称', 100, true),
    model: text('型号（规格）', 100, true),
    productNo: text('产品编号（出厂编号）', 60, true),
    manufacturer: text('制造单位', 100, true),
    manufactureDate: z
      .string({ error: '请填写制造日期' })
      .trim()
      .min(1, '请填写制造日期')
      // A blank date is missing, not badly written: the format is checked once something is typed.
      .refine((v) => v === '' || (YEAR_MONTH_OR_DATE.test(v) && (v.length === 7 || isCalendarDay(v))), '制造日期格式应为YYYY-MM或YYYY-MM-DD'),
    installer: text('安装单位', 100),
    putIntoUseDate: optionalDate('投入使用日期'),
    areaCode: pickedArea('设备使用地点所在区域'),
    address: text('设备使用地点', 200, true),
    location: text('单位内部位置', 100),
    internalNo: text('单位内编号', 50),
    safetyManager: text('安全管理人员', 32),
    safetyManagerMobile: optionalRuled(mobile, 11),
    useStatus: z.string({ error: '请选择使用状态' }).trim().min(1, '请选择使用状态').max(16),
    maintenanceUnit: text(TERMS.maintenanceUnit, 100),
    maintenancePhone: optionalRuled(phoneOrMobile, 32),
    lastInspectionDate: optionalDate('上次检验日期'),
    nextInspectionDate: optionalDate('下次检验日期'),
    lastConclusion: z.string().trim().max(16).default(''),
    inspectionOrg: text('检验机构', 100),
    loadTestYear: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || (/^\d{4}$/.test(v) && +v >= 1950 && +v <= new Date().getFullYear()), '上次载荷试验年份不正确'),
    params: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((v, ctx) => {
    if (!v.catalogueCode.startsWith(v.typeCode[0])) ctx.addIssue({ code: 'custom', path: ['catalogueCode'], message: '设备品种与设备种类不符' });
    if (v.typeCode === '3000' && !v.internalNo) ctx.addIssue({ code: 'custom', path: ['internalNo'], message: '请填写单位内编号（电梯必填）' });
    if (v.typeCode === '3000' && !v.maintenanceUnit) ctx.addIssue({ code: 'custom', path: ['maintenanceUnit'], message: `请填写${TERMS.maintenanceUnit}（电梯必填）` });
    if (v.manufactureDate > chinaToday()) ctx.addIssue({ code: 'custom', path: ['manufactureDate'], message: '制造日期不能晚于今天' });
  })
  .superRefine(inspectionDates({ key: 'lastInspectionDate', label: '上次检验日期' }, { key: 'nextInspectionDate', label: '下次检验日期' }));
export type EquipmentFields = z.output<typeof equipmentFields>;

export const addEquipmentInput = equipmentFields;
export const changeEquipmentInput = z.intersection(equipmentFields, z.object({ id: z.string().min(1, '请选择设备').max(64), version: recordVersion }));
export const equipmentIdInput = z.object({ id: z.string({ error: '请选择设备' }).min(1, '请选择设备').max(64) });
/** `forEdit`: the owning unit's edit form asks for the safety manager's mobile in full (an audited read); otherwise it is masked. */
export const getEquipmentInput = equipmentIdInput.extend({ forEdit: z.boolean().default(false) });

/** The query lists of spec §2 /equipment/query-*. */
export const EQUIPMENT_LISTS = {
  comprehensive: '综合查询',
  timeout: '超期未检',
  fault: '检验不合格',
  nonUse: '停用设备',
  aboutExpire: '即将到期',
  payloadTime: '载荷试验到期',
  pressurePiping: '压力管道',
  /** 场（厂）内专用机动车辆 (legacy /factoryVehicle): the unit's field vehicles with plate, first inspection and registration. */
  fieldVehicle: '场（厂）内专用机动车辆',
} as const;
export type EquipmentListKind = keyof typeof EQUIPMENT_LISTS;

export const EQUIPMENT_SORT_FIELDS = ['nextInspectionDate', 'lastInspectionDate', 'manufactureDate', 'updatedAt', 'deviceCode'] as const;

export const findEquipmentInput = pageInput.extend({
  list: z.enum(Object.keys(EQUIPMENT_LISTS) as [EquipmentListKind, ...EquipmentListKind[]], { error: '列表类型不正确' }).default('comprehensive'),
  typeCode: equipmentTypeCode.optional(),
  /** A catalogue class or variety: matches it and everything under it. */
  catalogueCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{4}$/, '设备类别不正确')
    .optional(),
  // Room for spaces and full-width characters typed with a Chinese input method: the search normalises them.
  deviceCode: z.string().trim().max(40).optional(),
  registerCode: z.string().trim().max(40).optional(),
  certNo: z.string().trim().max(40).optional(),
  useStatus: z.string().trim().max(16).optional(),
  /** A province, city or county code: matches everything inside it. */
  areaCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '区域代码不正确')
    .optional(),
  address: z.string().trim().max(100).optional(),
  nextFrom: z.string().trim().refine(isCalendarDay, '日期格式应为YYYY-MM-DD').optional(),
  nextTo: z.string().trim().refine(isCalendarDay, '日期格式应为YYYY-MM-DD').optional(),
  /** 'none': only records without a next inspection date (待首检 among those not yet in use). */
  nextDate: z.enum(['none'], { error: '下次检验日期条件不正确' }).optional(),
  days: z.coerce.number().int().min(1, '天数最小为1').max(365, '天数不能超过365').default(ABOUT_EXPIRE_DAYS_DEFAULT),
  sortField: z.enum(EQUIPMENT_SORT_FIELDS).default('nextInspectionDate'),
  sortOrder: z.enum(['ascend', 'descend']).default('ascend'),
});
export type FindEquipmentInput = z.input<typeof findEquipmentInput>;

/** Lists stop counting here: past it the page shows "10000+" and paging goes on by next/previous. */
export const EQUIPMENT_COUNT_CAP = 10_000;

export const equipmentRow = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  typeCode: equipmentTypeCode,
  catalogueCode: z.string(),
  deviceCode: z.string(),
  registerCode: z.string(),
  certNo: z.string(),
  productName: z.string(),
  model: z.string(),
  internalNo: z.string(),
  areaCode: z.string(),
  address: z.string(),
  useStatus: z.string(),
  lastInspectionDate: z.string().nullable(),
  nextInspectionDate: z.string().nullable(),
  lastConclusion: z.string(),
  loadTestYear: z.string(),
  /** 登记状态 (REG_STATES). */
  regState: z.string(),
  /** 厂车牌照编号 of a field vehicle (its params' plateNumber); '' for other categories. */
  plateNumber: z.string(),
  updatedAt: z.string(),
});
export type EquipmentRow = z.output<typeof equipmentRow>;

/** A page of a query list; `capped` when more rows match than were counted (count is then the cap). */
export const equipmentPage = pageOf(equipmentRow).extend({ capped: z.boolean() });
export type EquipmentPage = z.output<typeof equipmentPage>;

/** A whole record: the row, the common fields the row leaves out, and the category's parameters. */
export const equipmentDetail = equipmentRow.extend({
  productNo: z.string(),
  manufacturer: z.string(),
  manufactureDate: z.string(),
  installer: z.string(),
  putIntoUseDate: z.string(),
  location: z.string(),
  safetyManager: z.string(),
  safetyManagerMobile: z.string(),
  maintenanceUnit: z.string(),
  maintenancePhone: z.string(),
  /** The maintenance unit and phone are set by a claimed assignment (read-only for the use unit); false: declared by it (自行填报). */
  maintenanceAssigned: z.boolean(),
  inspectionOrg: z.string(),
  /** Values by parameter key; a table parameter (safety valves, a pipeline's units) is an array of rows. */
  params: z.record(z.string(), z.unknown()),
  /** 登记状态 (REG_STATES). */
  regState: z.string(),
  /** The registry decision that set the certificate number and states; null while they are what the unit declared. */
  regDecision: z.object({ kind: z.enum(['useRegist', 'regChange', 'construction']), id: z.string(), no: z.string() }).nullable(),
  /** The inspection application whose conclusion set the inspection fields; null while they are what the unit declared. */
  inspectionDecision: z.object({ kind: z.literal('inspectionApply'), id: z.string(), no: z.string(), reportNo: z.string() }).nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type EquipmentDetail = z.output<typeof equipmentDetail>;

export const equipmentChange = z.object({
  id: z.string(),
  changedByName: z.string(),
  changedAt: z.string(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() })),
});
export type EquipmentChange = z.output<typeof equipmentChange>;

/** One inspection of a piece of equipment as the inspection body recorded it (detail pages' 检验记录). */
export const equipmentInspection = z.object({
  id: z.string(),
  /** A value of the 'inspection_kind' dictionary (labels via the dictionary, as every coded field). */
  kind: z.string(),
  inspectionDate: z.string(),
  /** A value of the 'inspection_conclusion' dictionary. */
  conclusion: z.string(),
  org: z.string(),
  reportNo: z.string(),
  nextInspectionDate: z.string().nullable(),
});
export type EquipmentInspection = z.output<typeof equipmentInspection>;

/** A device as the device list of an authorisation or a registration change shows it. */
export const listedDevice = {
  equipmentId: z.string(),
  typeCode: z.string(),
  deviceCode: z.string(),
  productName: z.string(),
  certNo: z.string(),
  address: z.string(),
};

/** An elevator as the records kept on it after registration (self-tests, rescues, faults) name it: by each of its codes, and where it stands. */
export const namedElevator = {
  equipmentId: z.string(),
  deviceCode: z.string(),
  registerCode: z.string(),
  certNo: z.string(),
  productName: z.string(),
  internalNo: z.string(),
  address: z.string(),
};

/** A device as a line of an inspection application names it, and the opinion notices and reports of the line after it. */
export const inspectedDevice = {
  /** The device's record ('' for a device declared without an account). */
  equipmentId: z.string(),
  typeCode: z.string(),
  catalogueCode: z.string(),
  deviceCode: z.string(),
  certNo: z.string(),
  productName: z.string(),
};

/** Chinese labels of the common fields, in form order: forms, history and exports use the same words. */
export const EQUIPMENT_FIELD_LABELS: Record<Exclude<keyof EquipmentFields, 'params'>, string> = {
  typeCode: '设备种类',
  catalogueCode: '设备类别/品种',
  deviceCode: '设备代码',
  registerCode: '注册代码',
  certNo: TERMS.certNo,
  productName: '设备名称',
  model: '型号（规格）',
  productNo: '产品编号（出厂编号）',
  manufacturer: '制造单位',
  manufactureDate: '制造日期',
  installer: '安装单位',
  putIntoUseDate: '投入使用日期',
  areaCode: '使用地点所在区域',
  address: '设备使用地点',
  location: '单位内部位置',
  internalNo: '单位内编号',
  safetyManager: '安全管理人员',
  safetyManagerMobile: '安全管理人员手机',
  useStatus: '使用状态',
  maintenanceUnit: TERMS.maintenanceUnit,
  maintenancePhone: `${TERMS.maintenanceUnit}电话`,
  lastInspectionDate: '上次检验日期',
  nextInspectionDate: '下次检验日期',
  lastConclusion: '检验结论',
  inspectionOrg: '检验机构',
  loadTestYear: '上次载荷试验年份',
};

export type CommonEquipmentField = keyof typeof EQUIPMENT_FIELD_LABELS;
const requiredByType = new Map<EquipmentTypeCode, ReadonlySet<CommonEquipmentField>>();

/**
 * The common fields a record of a category must have, read from equipmentFields itself: those a
 * blank record is refused for. The form's required marks and the import template's * come from
 * here, so neither can say something the rules do not.
 */
export function requiredFields(typeCode: EquipmentTypeCode): ReadonlySet<CommonEquipmentField> {
  let found = requiredByType.get(typeCode);
  if (!found) {
    const blank = Object.fromEntries(Object.keys(EQUIPMENT_FIELD_LABELS).map((k) => [k, '']));
    const result = equipmentFields.safeParse({ ...blank, typeCode, params: {} });
    found = new Set(result.success ? [] : result.error.issues.map((i) => i.path[0] as CommonEquipmentField));
    requiredByType.set(typeCode, found);
  }
  return found;
}

/** The counts the home desk shows (index/getEqustatisticNums); each opens its query list. */
export const equipmentStatNums = z.object({
  total: z.number(),
  inUse: z.number(),
  stopped: z.number(),
  overdue: z.number(),
  aboutExpire: z.number(),
  fault: z.number(),
  loadTestDue: z.number(),
  /** 待首检: not yet in use, no next date; counted apart from overdue. */
  awaitingFirst: z.number(),
});
export type EquipmentStatNums = z.output<typeof equipmentStatNums>;

/** /equipment/overview (index/getEqmOverview): the numbers by category and the inspections due in the coming months. */
export const equipmentOverview = z.object({
  /** When the numbers were counted: staff overviews of a whole city may be up to a minute old. */
  countedAt: z.string(),
  stats: equipmentStatNums,
  byType: z.array(
    z.object({ typeCode: equipmentTypeCode, name: z.string(), total: z.number(), inUse: z.number(), stopped: z.number(), overdue: z.number(), aboutExpire: z.number() }),
  ),
  byStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  dueByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
});
export type EquipmentOverview = z.output<typeof equipmentOverview>;

/** Rows one import may carry; larger registries are imported in parts. */
export const IMPORT_MAX_ROWS = 5000;

export const importTemplateQuery = z.object({ typeCode: equipmentTypeCode });
export const importConfirmInput = z.object({ importId: z.string({ error: '导入批次不存在，请重新上传' }).min(1, '导入批次不存在，请重新上传').max(64) });

/** What an uploaded sheet would import: every problem of every row, with its row number and column; nothing is written yet. */
export const importPreview = z.object({
  importId: z.string(),
  typeCode: equipmentTypeCode,
  total: z.number(),
  valid: z.number(),
  /** In sheet order; `column` is the column's title without its * (blank for a problem of the whole row). */
  errors: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
  /** The first valid rows, as they would be stored. */
  sample: z.array(z.object({ row: z.number(), deviceCode: z.string(), productName: z.string(), catalogueCode: z.string(), address: z.string(), nextInspectionDate: z.string() })),
});
export type ImportPreview = z.output<typeof importPreview>;

/** How many records a confirmed import wrote. */
export const importResult = z.object({ inserted: z.number() });

const EQM = '§7 /a/stone/eqm/*: equipment list, detail, add, change, lists with export, import';
const historyInput = pageInput.extend(equipmentIdInput.shape);

export const duplicateCodesInput = pageInput.extend({
  kind: z.enum(['deviceCode', 'certNo'], { error: '重复类型不正确' }).default('deviceCode'),
});
/** One code (normalised) that several records hold, with every record that holds it. */
export const duplicateCode = z.object({
  code: z.string(),
  records: z.array(
    z.object({
      id: z.string(),
      /** The category, which names the record's detail page. */
      typeCode: equipmentTypeCode,
      unitName: z.string(),
      deviceCode: z.string(),
      certNo: z.string(),
      productName: z.string(),
      address: z.string(),
      useStatus: z.string(),
      regState: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DuplicateCodesInput = z.input<typeof duplicateCodesInput>;
export type DuplicateCode = z.output<typeof duplicateCode>;

const eqm = endpointsWith({ spec: EQM, access: 'equipment.query' });
const importing = endpointsWith({ spec: EQM, access: 'equipment.import' });
const home = endpointsWith({ spec: '§7 Home: index/getEqustatisticNums, getEqmOverview', access: 'equipment.overview' });

/** Spec §7 /a/stone/eqm/* and Home's equipment numbers: the query lists, overview, detail, add, change, history and import. */
export const equipmentApi = {
  duplicateCodes: endpoint({
    method: 'POST',
    path: '/a/stone/eqm/duplicateCodes',
    title: '重复设备代码',
    spec: 'beyond the spec: device codes and certificate numbers stored twice before the uniqueness rule, listed for administrators (nothing deleted)',
    access: 'system.duplicateCodes',
    encoding: 'json',
    input: duplicateCodesInput,
    output: pageOf(duplicateCode),
  }),
  findPage: eqm({ path: '/a/stone/eqm/findPage', title: '设备查询列表', input: findEquipmentInput, output: equipmentPage }),
  get: eqm({ path: '/a/stone/eqm/get', title: '设备详情', input: getEquipmentInput, output: equipmentDetail, owns: { id: 'equipment' } }),
  findHistory: eqm({ path: '/a/stone/eqm/findHistory', title: '设备变更记录', input: historyInput, output: pageOf(equipmentChange), owns: { id: 'equipment' } }),
  findInspections: eqm({ path: '/a/stone/eqm/findInspections', title: '设备检验记录', input: historyInput, output: pageOf(equipmentInspection), owns: { id: 'equipment' } }),
  export: eqm({ path: '/a/stone/eqm/export', title: '导出设备', ...signedDownload, access: 'equipment.export', input: findEquipmentInput, output: 'xlsx' }),
  importTemplate: importing({ path: '/a/stone/eqm/importTemplate', title: '下载设备导入模板', ...signedDownload, input: importTemplateQuery, output: 'xlsx' }),
  importPreview: importing({ path: '/a/stone/eqm/importPreview', title: '设备导入预检', encoding: 'multipart', query: importTemplateQuery, output: importPreview }),
  importProblems: importing({
    path: '/a/stone/eqm/importProblems',
    title: '下载标注问题的导入行',
    ...signedDownload,
    spec: `${EQM}; the rows a preview refused, each problem marked on its cell, to fix and upload again`,
    input: importConfirmInput,
    output: 'xlsx',
    owns: { importId: 'importBatch' },
  }),
  importConfirm: importing({ path: '/a/stone/eqm/importConfirm', title: '确认导入设备', input: importConfirmInput, output: importResult, owns: { importId: 'importBatch' } }),
  statNums: home({ path: '/a/stone/index/getEqustatisticNums', title: '首页设备数量', output: equipmentStatNums }),
  overview: home({ path: '/a/stone/index/getEqmOverview', title: '设备概况', output: equipmentOverview }),
  add: eqm({ path: '/a/stone/eqm/add', title: '新增设备', access: 'equipment.add', input: addEquipmentInput, output: equipmentDetail }),
  change: eqm({ path: '/a/stone/eqm/change', title: '修改设备', access: 'equipment.edit', input: changeEquipmentInput, output: equipmentDetail, owns: { id: 'equipment' } }),
} as const;
