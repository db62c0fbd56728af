import {
  CODE_ELSEWHERE,
  CODE_OWN_DUPLICATE,
  codeKey,
  EQUIPMENT_FIELD_LABELS,
  EQUIPMENT_TYPE_NAMES,
  IMPORT_MAX_ROWS,
  TECH_PARAMS,
  equipmentFields,
  requiredFields,
  validateTechParams,
  type DictNode,
  type EquipmentFields,
  type EquipmentTypeCode,
  type ImportPreview,
  type ParamDef,
  type ParamValues,
  type UniqueCode,
} from '@portal/contract';
import type { DataValidation, Workbook, Worksheet } from 'exceljs';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { exampleOf } from './examples';
import { readFirstSheet, SheetTooLargeError } from '../../platform/excel/read';
import { loadExcel } from '../../platform/excel/load';
import { badInput, businessError } from '../../platform/http/errors';
import { oneAtATime } from '../../platform/http/rate-limit';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { findDictTree, labelMap } from '../dict/service';
import * as repo from './repo';
import { assertCodesFree, assertMayWrite, columnsOf, forgetCounts, holdsDeviceCode, loadChoices, recordProblems } from './service';

type Field = Exclude<keyof EquipmentFields, 'params' | 'typeCode'>;

/** Every common field but the category, which the template itself fixes. */
const SHEET_FIELDS = (Object.keys(EQUIPMENT_FIELD_LABELS) as Array<keyof typeof EQUIPMENT_FIELD_LABELS>).filter((f): f is Field => f !== 'typeCode');

interface Column {
  /** The header without its *: what an uploaded sheet is matched by, and what a problem names. */
  name: string;
  /** Required by the same rules as the form: starred in the template. */
  required: boolean;
  field?: Field;
  param?: ParamDef;
}

const header = (c: Column) => `${c.required ? '*' : ''}${c.name}`;
/** A header as typed, matched without its * so a template from before a column became required still reads. */
const bare = (h: string) => h.replace(/^\*/, '').trim();

/**
 * The sheet's columns for a category: the common fields, then the category's parameters. A column is
 * starred exactly when the form requires it: the common fields by the contract's own rules, a parameter
 * when it is required for the varieties it applies to. A table parameter (safety valves, components)
 * takes one cell: rows separated by ";", items by ",".
 */
export function columnsFor(typeCode: EquipmentTypeCode): Column[] {
  const required = requiredFields(typeCode);
  const common = SHEET_FIELDS.map((field) => ({ field, name: EQUIPMENT_FIELD_LABELS[field], required: required.has(field) }));
  const params = TECH_PARAMS[typeCode].map((p) => ({
    param: p,
    name: p.type === 'rows' ? `${p.label}（${(p.columns ?? []).map((c) => c.label).join(',')};…）` : `${p.label}${p.unit ? `（${p.unit}）` : ''}`,
    required: !!p.required || (p.minRows ?? 0) > 0,
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

/** A dictionary choice as offered in the template: code and name, read back by the code. */
const choice = (n: DictNode) => `${n.value} ${n.label}`;
const leaves = (nodes: readonly DictNode[]): DictNode[] => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));

/** exceljs keeps a sheet's validations by address (a whole range too) but leaves the collection out of its types. */
const validations = (sheet: Worksheet) => (sheet as unknown as { dataValidations: { add: (address: string, v: DataValidation) => void } }).dataValidations;

const ALLOWED_SHEET = '可选值';

/**
 * The template of a category: Chinese headers (* exactly where the form requires a value), a filled
 * example row, a sheet with the allowed values of every coded column (the data rows offer them as a
 * drop-down, as the form's selects do), and a sheet of notes.
 */
export async function importTemplate(ctx: AppContext, typeCode: EquipmentTypeCode): Promise<{ fileName: string; data: Buffer }> {
  const [catalogueTree, areaTree, statusTree, conclusionTree] = await Promise.all(
    ['equipment_catalogue', 'area', 'equipment_use_status', 'inspection_conclusion'].map((t) => findDictTree(ctx, t)),
  );
  const kind = catalogueTree.find((n) => n.value === typeCode)?.children ?? [];
  const catalogueNames = new Map<string, string>();
  const name = (nodes: readonly DictNode[]): void => {
    for (const n of nodes) {
      catalogueNames.set(n.value, n.label);
      name(n.children ?? []);
    }
  };
  name(kind);

  const cols = columnsFor(typeCode);
  const allowed = (c: Column): string[] => {
    if (c.field === 'catalogueCode') return leaves(kind).map(choice);
    if (c.field === 'areaCode') return leaves(areaTree).map(choice);
    if (c.field === 'useStatus') return statusTree.map((n) => n.label);
    if (c.field === 'lastConclusion') return conclusionTree.map((n) => n.label);
    if (c.param?.type === 'select') return [...(c.param.options ?? [])];
    if (c.param?.type === 'yesno') return ['是', '否'];
    return [];
  };
  // Where a parameter applies to some varieties only, its header says which (and for which it is required).
  const appliesNote = (p: ParamDef) => {
    const names = (p.appliesTo ?? []).map((prefix) => catalogueNames.get(prefix.padEnd(4, '0')) ?? prefix).join('、');
    return p.required ? `仅以下类别/品种必填，其他品种请留空：${names}` : `仅适用于：${names}`;
  };

  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`${EQUIPMENT_TYPE_NAMES[typeCode]}导入`, { views: [{ state: 'frozen', ySplit: 1 }] });
  // Text cells: Excel would turn an 18-digit device code typed into a general cell into a rounded number.
  sheet.columns = cols.map((c) => ({ header: header(c), width: Math.max(12, header(c).length * 2 + 2), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  cols.forEach((c, i) => {
    if (c.param?.appliesTo) sheet.getRow(1).getCell(i + 1).note = appliesNote(c.param);
  });

  const ex = exampleOf(typeCode);
  const statusLabel = statusTree.find((n) => n.value === 'inUse')?.label ?? '在用';
  const sample: Record<string, string> = {
    catalogueCode: `${ex.catalogue} ${catalogueNames.get(ex.catalogue) ?? ''}`.trim(),
    deviceCode: `${ex.catalogue}${ex.makerCode}201900001`,
    productName: ex.name,
    model: ex.model,
    productNo: 'NB2019-0001',
    manufacturer: ex.maker,
    manufactureDate: '2019-06',
    areaCode: '330203 海曙区',
    address: '宁波市海曙区中山西路138号',
    internalNo: typeCode === '3000' ? '1号楼1号梯' : '',
    maintenanceUnit: typeCode === '3000' ? '宁波北仑港城电梯工程有限公司' : '',
    useStatus: statusLabel,
    lastInspectionDate: '2025-12-01',
    nextInspectionDate: '2026-12-01',
    lastConclusion: typeCode === '3000' ? '合格' : '',
  };
  sheet.addRow(cols.map((c) => (c.field ? (sample[c.field] ?? '') : exampleCell(c.param!, ex.params[c.param!.key]))));

  const values = book.addWorksheet(ALLOWED_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const coded = cols.map((c, i) => ({ c, i, list: allowed(c) })).filter((x) => x.list.length > 0);
  values.columns = coded.map(({ c, list }) => ({ header: c.name, width: Math.max(14, c.name.length * 2 + 2, ...list.map((v) => v.length * 2 + 2)) }));
  values.getRow(1).font = { bold: true };
  coded.forEach(({ c, i, list }, j) => {
    const column = values.getColumn(j + 1);
    list.forEach((v, k) => (values.getCell(k + 2, j + 1).value = v));
    const letter = sheet.getColumn(i + 1).letter;
    // Blanks are the import's to judge (some parameters must stay blank for some varieties); a typed code only earns a warning.
    validations(sheet).add(`${letter}2:${letter}${IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${ALLOWED_SHEET}'!$${column.letter}$2:$${column.letter}$${list.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: c.name,
      error: `请从下拉列表中选择，可选值见“${ALLOWED_SHEET}”工作表`,
    });
  });

  const notes = book.addWorksheet('填写说明');
  notes.columns = [{ header: '说明', width: 100 }];
  for (const line of [
    '一行填写一台设备，第一行为表头，请勿修改表头；带 * 的列必填，与在线登记表单的必填项一致。示例行请删除或改为真实数据。',
    `设备类别/品种、使用地点所在区域、使用状态、检验结论及选项类参数请从下拉列表中选择，可选值见“${ALLOWED_SHEET}”工作表；也可填写代码（如 3110、330203）。`,
    '设备类别/品种须选到最后一级；压力容器类别须与所选品种一致（如 第二类压力容器 为 Ⅱ类），管道级别须与管道类别一致。',
    '部分技术参数只适用于某些类别/品种（表头单元格的批注中写明），不适用的品种请留空。',
    '日期格式：YYYY-MM-DD；制造日期可为 YYYY-MM。数值类参数填写数字，最多两位小数。',
    '表格类参数（如安全阀、安全保护部件）填在一个单元格内：每行之间用“;”分隔，各项之间用“,”分隔，顺序与表头括号中一致。',
    `单次最多导入${IMPORT_MAX_ROWS}行；有任何一行不通过时，只导入通过检查的行，且须在预览后确认。有问题的行可下载回来，问题标注在单元格旁，修改后重新上传。`,
  ])
    notes.addRow([line]);
  return { fileName: `${EQUIPMENT_TYPE_NAMES[typeCode]}导入模板.xlsx`, data: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** Turns a typed label, code, or "code name" into the stored value; unknown text passes through for the checks to refuse. */
function byLabelOrValue(map: Map<string, string>, text: string): string {
  if (!text || map.has(text)) return text;
  const code = text.split(/\s+/)[0];
  if (map.has(code)) return code;
  const matches = [...map].filter(([, label]) => label === text || text.endsWith(` ${label}`));
  return matches.length === 1 ? matches[0][0] : text;
}

/** Columns the annotated sheet adds; an uploaded copy of it is read without them. */
const ROW_HEADER = '原行号';
const PROBLEMS_HEADER = '问题说明';

/** What a preview keeps between the upload, the confirmation and the download of the refused rows. */
interface StoredBatch {
  /** The checked rows exactly as the confirmation writes them; null once written. */
  records: Array<ReturnType<typeof columnsOf>> | null;
  /** The refused rows as uploaded, each problem with the index of its column (-1 for the whole row); null when none was refused. */
  refused: { headers: string[]; rows: Array<{ row: number; cells: string[]; problems: Array<{ col: number; message: string }> }> } | null;
}

/** A batch as stored; one written by another version of this code reads as expired. */
function readBatch(text: string): StoredBatch | null {
  const stored = JSON.parse(text) as Partial<StoredBatch> | unknown[];
  return Array.isArray(stored) || !('records' in stored) ? null : { records: stored.records ?? null, refused: stored.refused ?? null };
}

/**
 * Checks every row of an uploaded sheet with the same rules as the form and keeps the good ones for
 * confirmation; nothing is written to the registry here. Every problem of every row is reported,
 * one per cell, with its column.
 */
export async function previewImport(ctx: AppContext, s: SessionContext, typeCode: EquipmentTypeCode, data: Buffer): Promise<ImportPreview> {
  assertMayWrite(s);
  // One sheet at a time per unit: reading one takes memory and a core, and parallel uploads must not multiply that.
  return oneAtATime(ctx.db, `import:${s.unitId}`, 5 * 60_000, '本单位有一个导入文件正在检查，请等它完成后再上传', () => checkSheet(ctx, s, typeCode, data));
}

async function checkSheet(ctx: AppContext, s: SessionContext, typeCode: EquipmentTypeCode, data: Buffer): Promise<ImportPreview> {
  let sheet;
  try {
    sheet = await readFirstSheet(data, IMPORT_MAX_ROWS);
  } catch (e) {
    if (e instanceof SheetTooLargeError) throw badInput(e.message ? `${e.message}，无法导入` : `单次导入不能超过${IMPORT_MAX_ROWS}行，请分批导入`);
    throw badInput('无法读取该文件，请使用下载的模板（.xlsx）填写后上传');
  }
  const cols = columnsFor(typeCode);
  const index = cols.map((c) => sheet.headers.findIndex((h) => bare(h) === c.name));
  const missing = cols.filter((c, i) => index[i] < 0 && c.required);
  if (missing.length) throw badInput(`表头与模板不一致，缺少列：${missing.map((c) => c.name).join('、')}。请下载${EQUIPMENT_TYPE_NAMES[typeCode]}的导入模板`);
  if (!sheet.rows.length) throw badInput('表格中没有设备数据');

  const [catalogue, areas, statuses, conclusions] = await Promise.all(
    ['equipment_catalogue', 'area', 'equipment_use_status', 'inspection_conclusion'].map((t) => labelMap(ctx, t)),
  );
  const choices = await loadChoices(ctx);
  const typed = sheet.rows.map(({ row, cells }) => {
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
    return { row, cells, raw };
  });
  // Who already holds each code of the sheet: this unit (its own duplicate) or another (registered elsewhere).
  const holders = async (kind: UniqueCode) => {
    // A cell as read: text, or a number a spreadsheet made of a code of digits.
    const cell = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    const keys = [...new Set(typed.map((t) => codeKey(cell(t.raw[kind]))).filter(Boolean))];
    const held = new Map<string, string>();
    for (const h of await repo.codeHolders(ctx.db, kind, keys))
      if (held.get(h.key) !== CODE_OWN_DUPLICATE[kind]) held.set(h.key, h.unitId === s.unitId ? CODE_OWN_DUPLICATE[kind] : CODE_ELSEWHERE[kind]);
    return held;
  };
  const held = { deviceCode: await holders('deviceCode'), certNo: await holders('certNo') };

  const errors: ImportPreview['errors'] = [];
  const good: Array<{ row: number; f: EquipmentFields }> = [];
  const refused: NonNullable<StoredBatch['refused']>['rows'] = [];
  const seen = { deviceCode: new Map<string, number>(), certNo: new Map<string, number>() };
  const columnOf = (field: string) => cols.findIndex((c) => c.field === field || (c.param && `params.${c.param.key}` === field));
  for (const { row, cells, raw } of typed) {
    // One problem per cell, the first found, as the form shows one message under each field.
    const problems = new Map<number, string>();
    const add = (field: string, message: string) => {
      const at = columnOf(field);
      if (!problems.has(at)) problems.set(at, message);
    };
    const parsed = equipmentFields.safeParse(raw);
    if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0] ?? ''), issue.message);
    // Beyond the field rules the row is checked as typed, so a wrong date does not hide a wrong parameter.
    const f = parsed.success ? parsed.data : (raw as EquipmentFields);
    for (const p of recordProblems(choices, f)) add(p.field, p.message);
    for (const kind of ['deviceCode', 'certNo'] as const) {
      const key = codeKey(String(f[kind] ?? ''));
      // An ended device (注销, 报废) no longer holds its code; its certificate number stays its own.
      if (!key || (kind === 'deviceCode' && !holdsDeviceCode(f.useStatus, f.certNo ? 'registered' : 'unregistered'))) continue;
      const earlier = seen[kind].get(key);
      if (earlier) add(kind, `${EQUIPMENT_FIELD_LABELS[kind]}与第${earlier}行重复`);
      else if (held[kind].has(key)) add(kind, held[kind].get(key)!);
      else seen[kind].set(key, row);
    }

    if (!problems.size && parsed.success) {
      good.push({ row, f: parsed.data });
      continue;
    }
    const listed = [...problems].map(([at, message]) => ({ at, message })).sort((a, b) => a.at - b.at);
    for (const p of listed) errors.push({ row, column: p.at >= 0 ? cols[p.at].name : '', message: p.message });
    refused.push({ row, cells, problems: listed.map((p) => ({ col: p.at >= 0 ? index[p.at] : -1, message: p.message })) });
  }

  // An uploaded copy of the annotated sheet is kept without the columns the annotation added.
  const kept = sheet.headers.flatMap((h, i) => ([ROW_HEADER, PROBLEMS_HEADER].includes(h) ? [] : [i]));
  const stored: StoredBatch = {
    records: good.map((g) => columnsOf(g.f, validateTechParams(g.f.typeCode, g.f.catalogueCode, g.f.params).values)),
    refused: refused.length
      ? {
          headers: kept.map((i) => sheet.headers[i]),
          rows: refused.map((r) => ({
            row: r.row,
            cells: kept.map((i) => r.cells[i] ?? ''),
            problems: r.problems.map((p) => ({ col: kept.indexOf(p.col), message: p.message })),
          })),
        }
      : null,
  };
  const importId = newId();
  await repo.replaceImportBatch(ctx.db, { id: importId, unit_id: s.unitId, user_id: s.userId, type_code: typeCode, rows: JSON.stringify(stored), created_at: nowIso() });
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

const EXPIRED = '导入批次已失效，请重新上传';

/**
 * Writes every checked row of a preview in one transaction, once. What the preview refused stays
 * with the batch, so the annotated rows can still be downloaded after the good ones are in.
 */
export async function confirmImport(ctx: AppContext, s: SessionContext, importId: string, ip: string): Promise<{ inserted: number }> {
  assertMayWrite(s);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const batch = await repo.takeImportBatch(trx, importId, s.userId);
    const stored = batch && readBatch(batch.rows);
    // Thrown inside the transaction: a batch already written is put back untouched.
    if (!batch || !stored?.records) throw businessError(EXPIRED);
    const rows = stored.records;
    // The preview checked the codes; a record written since then by anyone is caught here, and the batch is kept.
    await assertCodesFree(trx, batch.unit_id, {
      deviceCode: rows.filter((r) => holdsDeviceCode(r.use_status, r.reg_state)).map((r) => r.device_code),
      certNo: rows.map((r) => r.cert_no),
    });
    const now = nowIso();
    for (let i = 0; i < rows.length; i += 200)
      await repo.insertEquipmentRows(
        trx,
        rows.slice(i, i + 200).map((r) => ({ ...r, id: newId(), unit_id: batch.unit_id, created_at: now, updated_at: now, version: 1 })),
      );
    if (stored.refused)
      await repo.insertImportBatch(trx, {
        id: importId,
        unit_id: batch.unit_id,
        user_id: s.userId,
        type_code: batch.type_code,
        rows: JSON.stringify({ records: null, refused: stored.refused } satisfies StoredBatch),
        created_at: batch.created_at,
      });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'equipment.import', target: importId, detail: { typeCode: batch.type_code, rows: rows.length }, ip });
    return { inserted: rows.length };
  });
  forgetCounts(ctx);
  return result;
}

/** Light red with dark red text, as spreadsheet programs mark a bad value. */
const BAD_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } as const;
const BAD_FONT = { color: { argb: 'FF9C0006' } };

function annotatedSheet(book: Workbook, typeCode: EquipmentTypeCode, refused: NonNullable<StoredBatch['refused']>): void {
  const sheet = book.addWorksheet(`${EQUIPMENT_TYPE_NAMES[typeCode]}导入问题行`, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = [...refused.headers, ROW_HEADER, PROBLEMS_HEADER];
  sheet.columns = headers.map((h, i) => ({ header: h, width: i === headers.length - 1 ? 60 : Math.max(12, h.length * 2 + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const r of refused.rows) {
    const line = sheet.addRow([...r.cells, r.row, r.problems.map((p) => (p.col >= 0 ? `${refused.headers[p.col].replace(/^\*/, '')}：${p.message}` : p.message)).join('；')]);
    // Cells are kept as text: an 18-digit device code must not turn into a number.
    r.cells.forEach((_, i) => (line.getCell(i + 1).numFmt = '@'));
    for (const p of r.problems) {
      if (p.col < 0) continue;
      const cell = line.getCell(p.col + 1);
      cell.fill = BAD_FILL;
      cell.font = BAD_FONT;
      cell.note = p.message;
    }
    const summary = line.getCell(headers.length);
    summary.font = BAD_FONT;
    summary.alignment = { wrapText: true, vertical: 'top' };
  }
}

/**
 * The rows a preview refused, as they were uploaded, each problem in a red cell with a comment and all
 * of them in a 问题说明 column: the user fixes them there and uploads the sheet again.
 */
export async function importProblems(ctx: AppContext, s: SessionContext, importId: string): Promise<{ fileName: string; data: Buffer }> {
  assertMayWrite(s);
  const batch = await repo.findImportBatch(ctx.db, importId, s.userId, s.unitId);
  const stored = batch && readBatch(batch.rows);
  if (!batch || !stored) throw businessError(EXPIRED);
  if (!stored.refused) throw businessError('这次上传的表格没有有问题的行');
  const typeCode = batch.type_code as EquipmentTypeCode;
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  annotatedSheet(book, typeCode, stored.refused);
  return { fileName: `${EQUIPMENT_TYPE_NAMES[typeCode]}导入问题行.xlsx`, data: Buffer.from(await book.xlsx.writeBuffer()) };
}
