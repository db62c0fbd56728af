import { z } from 'zod';
import { DATE_PATTERN, isBlank, type Rule } from './rules';

/** Trimmed text that may be empty: the shape every optional form field arrives in. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${max}个字符`)
    .optional()
    .transform((v) => v ?? '');

/** Required trimmed text with a Chinese message naming the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字符`);

/** A zod string checked by a spec §5 rule, so the server and the form give the same message. */
export const ruled = (rule: Rule, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${max}个字符`)
    .superRefine((v, ctx) => {
      const msg = rule(v);
      if (msg) ctx.addIssue({ code: 'custom', message: msg });
    });

/** An optional field checked by a rule when present. */
export const optionalRuled = (rule: Rule, max = 200) =>
  ruled(rule, max)
    .optional()
    .transform((v) => (isBlank(v) ? '' : v!));

/** A required field checked by a rule. */
export const requiredRuled = (label: string, rule: Rule, max = 200) =>
  requiredText(label, max).superRefine((v, ctx) => {
    const msg = rule(v);
    if (msg) ctx.addIssue({ code: 'custom', message: msg });
  });

const isDate = (v: string) => DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(v));

/** A required YYYY-MM-DD date, with messages naming the field. */
export const requiredDate = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .refine(isDate, `${label}格式应为YYYY-MM-DD`);

/** A YYYY-MM-DD date that may be left empty (''). */
export const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || isDate(v), `${label}格式应为YYYY-MM-DD`);
