import { z } from 'zod';
import { phoneOrMobile } from '../validators/rules';
import { optionalRuled, optionalText, pickedArea, requiredText } from '../validators/zod';
import { endpointsWith } from './endpoint';

/** Serial widths a certificate number may carry (codes-and-checksums.md §5: 4–5 digits seen; 6 leaves room). */
export const SERIAL_WIDTHS = { min: 4, max: 6 } as const;

/**
 * A registry (登记机关): the area it registers for (the most specific registry covering a device's
 * place decides), and the parts of the certificate numbers it issues: province abbreviation, its
 * letters (the city's plate letter, a second letter for a district registry) and the serial width.
 */
export const registryForm = z.object({
  name: requiredText('登记机关名称', 100),
  areaCode: pickedArea('辖区'),
  province: z
    .string({ error: '请填写省份简称' })
    .trim()
    .regex(/^\p{Script=Han}$/u, '省份简称应为一个汉字，如“浙”'),
  letters: z
    .string({ error: '请填写登记机关代号' })
    .trim()
    .regex(/^[A-Z]{1,2}$/, '登记机关代号应为1至2个大写字母，如“B”或“BJ”'),
  serialWidth: z.coerce
    .number({ error: '请填写流水号位数' })
    .int('流水号位数应为整数')
    .min(SERIAL_WIDTHS.min, `流水号位数应为${SERIAL_WIDTHS.min}至${SERIAL_WIDTHS.max}位`)
    .max(SERIAL_WIDTHS.max, `流水号位数应为${SERIAL_WIDTHS.min}至${SERIAL_WIDTHS.max}位`),
  /** Where, how and when a unit registering on site reaches it (the registration-method page shows them). */
  address: optionalText(200),
  phone: optionalRuled(phoneOrMobile, 40),
  officeHours: optionalText(100),
});
export type RegistryForm = z.output<typeof registryForm>;

export const saveRegistryInput = registryForm.extend({
  /** Absent: a new registry. */
  id: z.string().trim().max(64).optional(),
});
export type SaveRegistryInput = z.input<typeof saveRegistryInput>;

export const registryRecord = z.object({
  id: z.string(),
  name: z.string(),
  areaCode: z.string(),
  province: z.string(),
  letters: z.string(),
  serialWidth: z.number(),
  address: z.string(),
  phone: z.string(),
  officeHours: z.string(),
  /** What its next certificate number looks like (an elevator of variety 3110), so the clerk sees the effect of an edit. */
  sample: z.string(),
});
export type RegistryRecord = z.output<typeof registryRecord>;

const SPEC = 'beyond spec §7: the registries and their certificate-number parts, kept by administrators under 系统维护 › 登记机关';
const registries = endpointsWith({ spec: SPEC, access: 'system.registry' });

export const registryApi = {
  list: registries({ path: '/a/stone/registry/list', title: '登记机关列表', output: z.array(registryRecord) }),
  save: registries({ path: '/a/stone/registry/save', title: '保存登记机关', input: saveRegistryInput, output: registryRecord }),
} as const;
