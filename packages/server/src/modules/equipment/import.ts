import {
  EQUIPMENT_FIELD_LABELS,
  EQUIPMENT_TYPE_NAMES,
  IMPORT_MAX_ROWS,
  TECH_PARAMS,
  equipmentFields,
  type EquipmentFields,
  type EquipmentTypeCode,
  type ImportPreview,
  type ParamDef,
  type ParamValues,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { exampleOf } from '../../platform/db/seed/demo-equipment';
import { readFirstSheet, SheetTooLargeError } from '../../platform/excel/read';
import { loadExcel } from '../../platform/excel/load';
import { badInput, businessError } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { labelMap } from '../dict/service';
import * as repo from './repo';
import { assertMayWrite, columnsOf, forgetOverviews, validate } from './service';

type Field = Exclude<keyof EquipmentFields, 'params' | 'typeCode'>;

/** Fields that are not typed in the sheet, or are filled by the template itself. */
const SHEET_FIELDS = (Object.keys(EQUIPMENT_FIELD_LABELS) as Array<keyof typeof EQUIPMENT_FIELD_LABELS>).filter((f): f is Field => f !== 'typeCode');
const REQUIRED = new Set<Field>(['catalogueCode', 'productName', 'model', 'productNo', 'manufacturer', 'manufactureDate', 'areaCode', 'address', 'useStatus']);

interface Column {
  header: string;
  field?: Field;
  param?: ParamDef;
}

/**
 * The sheet's columns for a category: the common fields, then the category's parameters. A table
 * parameter (safety valves, components) takes one cell: rows separated by ";", items by ",".
 */
function columnsFor(typeCode: EquipmentTypeCode): Column[] {
  const common = SHEET_FIELDS.map((field) => ({ field, header: `${REQUIRED.has(field) ? '*' : ''}${EQUIPMENT_FIELD_LABELS[field]}` }));
  const params = TECH_PARAMS[typeCode].map((p) => ({
    param: p,
    header: p.type === 'rows' ? `${p.label}（${(p.columns ?? []).map((c) => c.label).join(',')};…）` : `${p.label}${p.unit ? `（${p.unit}）` : ''}`,
  }));
  return [...common, ...params];
}

/** A table parameter's cell as rows: "A48Y-16C,DN50,2,浙江阀门厂;…" in the order of its columns. */
const parseRows = (p: ParamDef, text: string) =>
  text
    .split(/[;；]/)
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => Object.fromEntries((p.columns ?? []).map((c, i) => [c.key, (r.split(/[,，]/)[i] ?? '').trim()])));

/** The example's value of a parameter as it is typed in a cell. */
const exampleCell = (p: ParamDef, v: ParamValues[string] | undefined): string =>
  Array.isArray(v) ? v.map((row) => (p.columns ?? []).map((c) => row[c.key] ?? '').join(',')).join(';') : (v ?? '').replace(/-$/, '-0001');

/** The template of a category: Chinese headers (* required), a filled example row, and a sheet of notes. */
export async function importTemplate(typeCode: EquipmentTypeCode): Promise<{ fileName: string; data: Buffer }> {
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`${EQUIPMENT_TYPE_NAMES[typeCode]}导入`, { views: [{ state: 'frozen', ySplit: 1 }] });
  const cols = columnsFor(typeCode);
  sheet.columns = cols.map((c) => ({ header: c.header, width: Math.max(12, c.header.length * 2 + 2) }));
  sheet.getRow(1).font = { bold: true };
  const ex = exampleOf(typeCode);
  const sample: Record<string, string> = {
    catalogueCode: ex.catalogue,
    deviceCode: `${ex.catalogue}${ex.makerCode}201900001`,
    productName: ex.name,
    model: ex.model,
    productNo: 'NB2019-0001',
    manufacturer: ex.maker,
    manufactureDate: '2019-06',
    areaCode: '海曙区',
    address: '宁波市海曙区中山西路138号',
    internalNo: typeCode === '3000' ? '1号楼1号梯' : '',
    maintenanceUnit: typeCode === '3000' ? '宁波北仑港城电梯工程有限公司' : '',
    useStatus: '在用',
    lastInspectionDate: '2025-12-01',
    nextInspectionDate: '2026-12-01',
    lastConclusion: typeCode === '3000' ? '合格' : '',
  };
  sheet.addRow(cols.map((c) => (c.field ? (sample[c.field] ?? '') : exampleCell(c.param!, ex.params[c.param!.key]))));
  const notes = book.addWorksheet('填写说明');
  notes.columns = [{ header: '说明', width: 100 }];
  for (const line of [
    '一行填写一台设备，第一行为表头，请勿修改表头；带 * 的列必填。示例行请删除或改为真实数据。',
    '设备类别/品种：填写4位品种代码（如 3110）或品种名称（如 曳引驱动乘客电梯），须选到最后一级。',
    '使用地点所在区域：填写6位区划代码（如 330203）或区县名称（如 海曙区）。',
    '使用状态：在用、停用、报废、拆除、注销、移装；检验结论：合格、不合格、复检合格、复检不合格、符合要求、基本符合要求、不符合要求。',
    '日期格式：YYYY-MM-DD；制造日期可为 YYYY-MM。数值类参数填写数字，最多两位小数。',
    '表格类参数（如安全阀、安全保护部件）填在一个单元格内：每行之间用“;”分隔，各项之间用“,”分隔，顺序与表头括号中一致。',
    `单次最多导入${IMPORT_MAX_ROWS}行；有任何一行不通过时，只导入通过检查的行，且须在预览后确认。`,
  ])
    notes.addRow([line]);
  return { fileName: `${EQUIPMENT_TYPE_NAMES[typeCode]}导入模板.xlsx`, data: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** Turns a typed label or code into the stored value; unknown text passes through for the checks to refuse. */
function byLabelOrValue(map: Map<string, string>, text: string): string {
  if (!text || map.has(text)) return text;
  const matches = [...map].filter(([, label]) => label === text || text.endsWith(` ${label}`));
  return matches.length === 1 ? matches[0][0] : text;
}

/**
 * Checks every row of an uploaded sheet with the same rules as the form and keeps the good ones
 * for confirmation; nothing is written to the registry here.
 */
export async function previewImport(ctx: AppContext, s: SessionContext, typeCode: EquipmentTypeCode, data: Buffer): Promise<ImportPreview> {
  assertMayWrite(s);
  let sheet;
  try {
    sheet = await readFirstSheet(data, IMPORT_MAX_ROWS);
  } catch (e) {
    if (e instanceof SheetTooLargeError) throw badInput(`单次导入不能超过${IMPORT_MAX_ROWS}行，请分批导入`);
    throw badInput('无法读取该文件，请使用下载的模板（.xlsx）填写后上传');
  }
  const cols = columnsFor(typeCode);
  const index = cols.map((c) => sheet.headers.indexOf(c.header));
  const missing = cols.filter((c, i) => index[i] < 0 && c.header.startsWith('*'));
  if (missing.length) throw badInput(`表头与模板不一致，缺少列：${missing.map((c) => c.header.slice(1)).join('、')}。请下载${EQUIPMENT_TYPE_NAMES[typeCode]}的导入模板`);
  if (!sheet.rows.length) throw badInput('表格中没有设备数据');

  const [catalogue, areas, statuses, conclusions] = await Promise.all(
    ['equipment_catalogue', 'area', 'equipment_use_status', 'inspection_conclusion'].map((t) => labelMap(ctx, t)),
  );
  const errors: ImportPreview['errors'] = [];
  const good: Array<{ row: number; f: EquipmentFields; params: Record<string, unknown> }> = [];
  const seenCodes = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const raw: Record<string, unknown> = { typeCode, params: {} };
    cols.forEach((c, i) => {
      const v = index[i] >= 0 ? (cells[index[i]] ?? '') : '';
      if (c.field) raw[c.field] = v;
      else (raw.params as Record<string, unknown>)[c.param!.key] = c.param!.type === 'rows' ? parseRows(c.param!, v) : v;
    });
    raw.catalogueCode = byLabelOrValue(catalogue, String(raw.catalogueCode));
    raw.areaCode = byLabelOrValue(areas, String(raw.areaCode));
    raw.useStatus = byLabelOrValue(statuses, String(raw.useStatus));
    raw.lastConclusion = byLabelOrValue(conclusions, String(raw.lastConclusion));
    const parsed = equipmentFields.safeParse(raw);
    if (!parsed.success) {
      errors.push({ row, message: parsed.error.issues[0]?.message ?? '数据不正确' });
      continue;
    }
    const code = parsed.data.deviceCode;
    if (code && seenCodes.has(code)) {
      errors.push({ row, message: `设备代码与第${seenCodes.get(code)}行重复` });
      continue;
    }
    try {
      const params = await validate(ctx, s.unitId, parsed.data);
      if (code) seenCodes.set(code, row);
      good.push({ row, f: parsed.data, params });
    } catch (e) {
      errors.push({ row, message: e instanceof Error ? e.message : '数据不正确' });
    }
  }
  const importId = newId();
  await repo.replaceImportBatch(ctx.db, {
    id: importId,
    unit_id: s.unitId,
    user_id: s.userId,
    type_code: typeCode,
    rows: JSON.stringify(good.map((g) => columnsOf(g.f, g.params))),
    created_at: nowIso(),
  });
  return {
    importId,
    typeCode,
    total: sheet.rows.length,
    valid: good.length,
    errors,
    sample: good.slice(0, 10).map((g) => ({
      row: g.row,
      deviceCode: g.f.deviceCode,
      productName: g.f.productName,
      catalogueCode: g.f.catalogueCode,
      address: g.f.address,
      nextInspectionDate: g.f.nextInspectionDate,
    })),
  };
}

/** Writes every checked row of a preview in one transaction, once. */
export async function confirmImport(ctx: AppContext, s: SessionContext, importId: string, ip: string): Promise<{ inserted: number }> {
  assertMayWrite(s);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const batch = await repo.takeImportBatch(trx, importId, s.userId);
    if (!batch) throw businessError('导入批次已失效，请重新上传');
    const rows = JSON.parse(batch.rows) as Array<ReturnType<typeof columnsOf>>;
    const now = nowIso();
    for (let i = 0; i < rows.length; i += 200)
      await repo.insertEquipmentRows(
        trx,
        rows.slice(i, i + 200).map((r) => ({ ...r, id: newId(), unit_id: batch.unit_id, created_at: now, updated_at: now, version: 1 })),
      );
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'equipment.import', target: importId, detail: { typeCode: batch.type_code, rows: rows.length }, ip });
    return { inserted: rows.length };
  });
  forgetOverviews(ctx);
  return result;
}
