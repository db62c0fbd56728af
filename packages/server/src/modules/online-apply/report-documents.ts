import { inspectionKindLabel, INSPECTION_DOCUMENT_TYPES, type InspectionDocumentType } from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import type { AppContext } from '../../context';
import { inspectionForm } from '../../platform/documents/inspection-templates';
import { chineseDate, useMark } from '../../platform/documents/templates';
import type { TableRow } from '../../platform/documents/render';
import { chinaToday } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { labelMap } from '../dict/service';
import { catalogueNames } from '../document/service';
import { opinionNoticePdf } from '../opinion/service';
import { getEquipment } from '../equipment/service';
import { registryFor } from '../registry/service';
import type * as applyRepo from './repo';
import * as repo from './report-repo';

/** Conclusions after which the equipment may be used: only then is a use mark issued. */
const PASSING = new Set(['pass', 'repass', 'conform', 'basicConform']);

export const chinaDay = (iso: string | null) => (iso ? chinaToday(Date.parse(iso)) : '');
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The name each document goes by: the administrators' dictionary label, else the default. */
export async function documentLabels(ctx: AppContext): Promise<Record<InspectionDocumentType, string>> {
  const labels = await labelMap(ctx, 'inspection_document');
  return Object.fromEntries(Object.entries(INSPECTION_DOCUMENT_TYPES).map(([code, t]) => [code, labels.get(code) || t.label])) as Record<InspectionDocumentType, string>;
}

export const isConcluded = (r: repo.ReportItemRow) => r.concluded_at !== null && r.report_file_id !== '';

/** An application's record as a document needs it. */
export type Apply = NonNullable<Awaited<ReturnType<typeof applyRepo.findApply>>>;
/** What decides whether a document can be issued yet: a report's line carries these too. */
type ApplyFacts = Pick<Apply, 'accepted_at' | 'accept_no' | 'fee_set_at'>;

interface DocInput {
  apply: Apply;
  /** The device line, for documents of one device. */
  item: repo.ReportItemRow | null;
  label: string;
  ref: string;
  verifyUrl: string;
  /** The address the caller reached us at, for a document that makes its own verification link. */
  origin: string;
}

/** The documents the portal issues, by type: why one cannot be issued yet (null when it can) and how it is drawn. */
interface DocumentKind {
  perItem: boolean;
  missing: (apply: ApplyFacts, item: repo.ReportItemRow | null) => string | null;
  render: (ctx: AppContext, s: SessionContext, d: DocInput) => Promise<Buffer>;
}

const accepted = (a: ApplyFacts) => (a.accepted_at && a.accept_no ? null : '报检申请尚未受理，没有受理单');

export const DOCUMENTS: Partial<Record<InspectionDocumentType, DocumentKind>> = {
  // Issued by the opinion module when the device was concluded with defects; its QR names the report it belongs to.
  YJTZS: {
    perItem: true,
    missing: (_a, item) => (item?.defects ? null : '该设备没有检验意见通知书'),
    render: async (ctx, s, { item, origin }) => (await opinionNoticePdf(ctx, s, { itemId: item!.id }, origin)).body,
  },
  SLD: {
    perItem: false,
    missing: accepted,
    render: async (ctx, _s, { apply, label, verifyUrl }) => {
      const items = await repo.findApplyItems(ctx.db, apply.id);
      return inspectionForm({
        title: label,
        number: `受理编号：${apply.accept_no}`,
        rows: [
          { label: '申请编号', value: apply.apply_no },
          { label: '使用单位', value: apply.unit_name },
          { label: '检验机构', value: apply.org_name },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          { label: '受理日期', value: chineseDate(chinaDay(apply.accepted_at)) },
          { label: '检验部门', value: apply.department },
          { label: '检验联系人', value: `${apply.inspector_name}  ${apply.inspector_phone}` },
          { label: '单位联系人', value: `${apply.contact}  ${apply.contact_mobile}` },
          ...items.map((i, n) => ({ label: `设备${n + 1}`, value: [i.device_code || i.cert_no, i.product_name, i.address].filter(Boolean).join('，') })),
        ],
        note: '贵单位的检验申请已受理。检验机构将与联系人约定检验日期；请保持联系电话畅通，并在检验前做好现场检验条件和安全条件的准备。',
        issuer: apply.org_name,
        issueDate: chinaDay(apply.accepted_at),
        verifyUrl,
      });
    },
  },
  JFTZS: {
    perItem: false,
    missing: (a) => (a.fee_set_at ? null : '检验费用尚未核定，没有缴费通知书'),
    render: async (ctx, _s, { apply, label, verifyUrl }) => {
      const items = await repo.findApplyItems(ctx.db, apply.id);
      const sum = (k: 'standard_fen' | 'relief_fen' | 'payable_fen') => items.reduce((n, i) => n + Number(i[k]), 0);
      const lines: TableRow[] = items.map((i, n) => ({
        label: `设备${n + 1}`,
        value: `${i.device_code || i.cert_no || i.product_name}  ${i.fee_basis}：标准 ${yuan(Number(i.standard_fen))}${Number(i.relief_fen) ? `，减免 ${yuan(Number(i.relief_fen))}（${i.relief_name}）` : ''}，应缴 ${yuan(Number(i.payable_fen))}`,
      }));
      return inspectionForm({
        title: label,
        number: `受理编号：${apply.accept_no}`,
        rows: [
          { label: '缴费单位', value: apply.unit_name },
          { label: '收费单位', value: apply.org_name },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          ...lines,
          { label: '标准费用合计', value: yuan(sum('standard_fen')) },
          { label: '减免合计', value: yuan(sum('relief_fen')) },
          { label: '应缴金额', value: yuan(sum('payable_fen')), strong: true },
        ],
        note: '请登录平台在“扫码缴费”中扫码支付，或转账后上传缴费凭证，由检验机构财务确认到账。收费依据以检验机构核定为准。',
        issuer: apply.org_name,
        issueDate: chinaDay(apply.fee_set_at),
        verifyUrl,
      });
    },
  },
  LLDSJ: {
    perItem: true,
    missing: (a) => accepted(a) && '报检申请尚未受理，没有联络单',
    render: async (_ctx, _s, { apply, item, label, verifyUrl }) =>
      inspectionForm({
        title: label,
        number: `受理编号：${apply.accept_no}`,
        rows: [
          { label: '使用单位', value: apply.unit_name },
          { label: '设备代码', value: item!.device_code || '—' },
          { label: TERMS.certNo, value: item!.cert_no || '—' },
          { label: '设备名称', value: item!.product_name },
          { label: '使用地点', value: item!.address },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          { label: '约定检验日期', value: apply.scheduled_date ? chineseDate(apply.scheduled_date) : '待约定' },
          { label: '检验地点', value: apply.scheduled_place || '待约定' },
          { label: '检验部门', value: apply.department },
          { label: '检验联系人', value: `${apply.inspector_name}  ${apply.inspector_phone}` },
          { label: '单位联系人', value: `${apply.contact}  ${apply.contact_mobile}` },
        ],
        note: '检验期间双方通过本联络单沟通现场检验事项。请使用单位安排熟悉设备的人员配合检验，并确认现场检验条件和安全条件符合要求。',
        issuer: apply.org_name,
        issueDate: chinaDay(apply.accepted_at),
        verifyUrl,
      }),
  },
  DYSYBJ: {
    perItem: true,
    missing: (_a, i) =>
      !i || !isConcluded(i)
        ? '该设备尚未出具检验结论，没有使用标志'
        : i.type_code !== '3000'
          ? '使用标志仅对电梯出具'
          : !PASSING.has(i.conclusion)
            ? '检验结论为不合格，不出具使用标志'
            : !i.equipment_id
              ? '该设备未在平台登记，不能出具使用标志'
              : null,
    // The registration documents' renderer: the same mark, with the next inspection date this report set.
    render: async (ctx, s, { apply, item, verifyUrl }) => {
      const eq = await getEquipment(ctx, s, item!.equipment_id!, false, '');
      const names = await catalogueNames(ctx, eq.typeCode, eq.catalogueCode);
      return useMark({
        typeName: names.typeName,
        varietyName: names.varietyName || names.categoryName,
        internalNo: eq.internalNo,
        certNo: item!.cert_no || eq.certNo,
        unitName: apply.unit_name,
        nextInspectionDate: item!.next_inspection_date,
        elevator: true,
        maintenanceUnit: eq.maintenanceUnit,
        rescuePhone: eq.maintenancePhone,
        registryName: (await registryFor(ctx, eq.areaCode))?.name ?? '',
        verifyUrl,
      });
    },
  },
  TZSXZ: {
    perItem: true,
    missing: (_a, i) => (i && isConcluded(i) ? null : '该设备尚未出具检验结论，没有通知书'),
    render: async (ctx, _s, { apply, item, label, verifyUrl }) => {
      const conclusions = await labelMap(ctx, 'inspection_conclusion');
      const i = item!;
      return inspectionForm({
        title: label,
        number: `报告编号：${i.report_no}`,
        rows: [
          { label: '使用单位', value: apply.unit_name },
          { label: '设备代码', value: i.device_code || '—' },
          { label: '设备名称', value: i.product_name },
          { label: '使用地点', value: i.address },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          { label: '检验日期', value: chineseDate(i.inspection_date) },
          { label: '检验结论', value: conclusions.get(i.conclusion) ?? i.conclusion, strong: true },
          { label: '下次检验日期', value: i.next_inspection_date ? chineseDate(i.next_inspection_date) : '—' },
          { label: '问题及处理意见', value: i.defects || '无' },
        ],
        note: '以上为检验结论的通知，检验结论以检验机构出具并签章的检验报告为准。报告可在平台“报告查询”中下载。',
        issuer: apply.org_name,
        issueDate: chinaDay(i.concluded_at),
        verifyUrl,
      });
    },
  },
};

/** The per-device documents that can be issued for a line now. */
export const printableFor = (item: repo.ReportItemRow): InspectionDocumentType[] =>
  (Object.entries(DOCUMENTS) as Array<[InspectionDocumentType, DocumentKind]>).filter(([, d]) => d.perItem && d.missing(item, item) === null).map(([code]) => code);
