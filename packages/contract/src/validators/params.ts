import { z } from 'zod';
import type { EquipmentTypeCode } from '../domain/codes';
import { optionsFor, paramsFor, type ParamDef } from '../domain/equipment-params';
import { isBlank, positiveInteger, twoDecimals } from './rules';

export type ParamValues = Record<string, string | Array<Record<string, string>>>;

const SIGNED_DECIMAL = /^-?(0|[1-9]\d*)(\.\d{1,2})?$/;

/**
 * The message for one parameter's value, or null; `value` is as typed (text) or a list of rows. With
 * the record's catalogue code, a select is also held to the options its class or variety allows.
 */
export function checkParam(p: ParamDef, value: unknown, catalogueCode = ''): string | null {
  if (p.type === 'rows') {
    const list = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
    if (list.length < (p.minRows ?? 0)) return `请至少填写${p.minRows}行${p.label}`;
    const maxRows = p.maxRows ?? 50;
    if (list.length > maxRows) return `${p.label}最多${maxRows}行`;
    for (const [n, row] of list.entries())
      for (const c of p.columns ?? []) {
        const msg = checkParam({ ...c, type: c.type ?? 'text' }, row?.[c.key], catalogueCode);
        if (msg) return msg.startsWith(`${c.label}：`) ? `${p.label}第${n + 1}行${msg}` : `${p.label}第${n + 1}行：${msg}`;
      }
    return null;
  }
  if (isBlank(value)) return p.required ? `请填写${p.label}` : null;
  if (typeof value !== 'string') return `${p.label}不正确`;
  const v = value.trim();
  switch (p.type) {
    case 'decimal': {
      const msg = p.signed ? (SIGNED_DECIMAL.test(v) ? null : '请输入有效的两位小数') : twoDecimals(v);
      return msg && `${p.label}：${msg}`;
    }
    case 'integer': {
      const msg = positiveInteger(v);
      return msg && `${p.label}：${msg}`;
    }
    case 'select': {
      if (!p.options?.includes(v)) return `${p.label}：请从选项中选择`;
      const allowed = optionsFor(p, catalogueCode);
      return allowed.includes(v) ? null : `${p.label}与设备品种不符，应为${allowed.join('、')}`;
    }
    case 'yesno':
      return v === '是' || v === '否' ? null : `${p.label}：请选择是或否`;
    case 'text':
      return v.length > (p.max ?? 100) ? `${p.label}不能超过${p.max ?? 100}个字符` : null;
  }
}

const asObject = (input: unknown) => (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;

/** Every parameter of a record of this category and catalogue code that is wrong, each with its message, in form order. */
export function techParamProblems(typeCode: EquipmentTypeCode, catalogueCode: string, input: unknown): Array<{ key: string; message: string }> {
  const raw = asObject(input);
  return paramsFor(typeCode, catalogueCode).flatMap((p) => {
    const message = checkParam(p, raw[p.key], catalogueCode);
    return message ? [{ key: p.key, message }] : [];
  });
}

/**
 * Checks the technical parameters of a record of this category and catalogue code: the first
 * problem as a message, or the values cleaned (trimmed, unknown keys and blank optional ones dropped).
 */
export function validateTechParams(typeCode: EquipmentTypeCode, catalogueCode: string, input: unknown): { values: ParamValues; error: string | null } {
  const [problem] = techParamProblems(typeCode, catalogueCode, input);
  if (problem) return { values: {}, error: problem.message };
  const raw = asObject(input);
  const values: ParamValues = {};
  for (const p of paramsFor(typeCode, catalogueCode)) {
    const v = raw[p.key];
    if (p.type === 'rows') {
      const list = (Array.isArray(v) ? v : []) as Array<Record<string, unknown>>;
      // checkParam has let through only text or blank cells (undefined, null, spaces).
      const cell = (row: Record<string, unknown> | undefined, key: string) => {
        const value = row?.[key];
        return typeof value === 'string' ? value.trim() : '';
      };
      if (list.length) values[p.key] = list.map((row) => Object.fromEntries((p.columns ?? []).map((c) => [c.key, cell(row, c.key)])));
    } else if (!isBlank(v)) values[p.key] = String(v).trim();
  }
  return { values, error: null };
}

/** A zod schema for the parameters of one category and catalogue code, for route schemas and forms. */
export const techParamsSchema = (typeCode: EquipmentTypeCode, catalogueCode: string) =>
  z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const { values, error } = validateTechParams(typeCode, catalogueCode, input);
    if (error) ctx.addIssue({ code: 'custom', message: error });
    return values;
  });
