import { z } from 'zod';
import { pageInput } from './envelope';
import { endpointsWith, pageOf } from './endpoint';
import { ELEVATOR_VARIETY_KEYS, MAINTAIN_PRICE_LIMITS, maintainCount, maintainPriceIdInput, maintainPriceRecord, setPrice, unitPrice } from './maintain-project';

const priceBound = (label: string) =>
  z
    .union([
      z.literal('').transform(() => undefined),
      z.coerce
        .number({ error: `${label}须为数字` })
        .int()
        .min(0, `${label}不能为负数`)
        .max(MAINTAIN_PRICE_LIMITS.priceFen, `${label}超出范围`),
    ])
    .optional();

/** A use unit's search of published prices: by maintenance unit, and a price range in fen. */
const searchBase = pageInput.extend({
  unitName: z.string().trim().max(50, '维保单位名称不能超过50个字符').default(''),
  priceMinFen: priceBound('最低价格'),
  priceMaxFen: priceBound('最高价格'),
});

export const searchSetPriceInput = searchBase.extend({
  /** '' is every variety. */
  variety: z.enum(['', ...ELEVATOR_VARIETY_KEYS], { error: '设备品种不正确' }).optional(),
  /** The elevator's floors (层站): the lines whose range holds it. */
  floors: z.union([z.literal('').transform(() => undefined), maintainCount('层站数', MAINTAIN_PRICE_LIMITS.floors)]).optional(),
});
export const searchUnitPriceInput = searchBase.extend({
  /** How many elevators the use unit has: the lines whose range holds it. */
  units: z.union([z.literal('').transform(() => undefined), maintainCount('电梯台数', MAINTAIN_PRICE_LIMITS.units)]).optional(),
  termMonths: z.union([z.literal('').transform(() => undefined), maintainCount('合同期限', MAINTAIN_PRICE_LIMITS.termMonths)]).optional(),
});

/** Who publishes a price, on every line of the search. */
const publisher = {
  filingId: z.string(),
  filingNo: z.string(),
  unitName: z.string(),
  unitAddress: z.string(),
  contact: z.string(),
  contactMobile: z.string(),
  dutyPhone: z.string(),
  effectiveFrom: z.string(),
  publishedAt: z.string().nullable(),
};
export const publishedSetPrice = z.object({ ...publisher, ...setPrice.shape, lineId: z.string() });
export type PublishedSetPrice = z.output<typeof publishedSetPrice>;
export const publishedUnitPrice = z.object({ ...publisher, ...unitPrice.shape, lineId: z.string() });
export type PublishedUnitPrice = z.output<typeof publishedUnitPrice>;

const search = endpointsWith({ spec: '§7 /a/stone/epPemMaipricApply/*: maintenance prices (维保价格) as published, for use units to compare', access: 'maintainPrice.search' });

/** Published prices, as use units search and compare them. */
export const maintainPriceApi = {
  bySet: search({ path: '/a/stone/epPemMaipricApply/bySet', title: '按台维保价格查询', input: searchSetPriceInput, output: pageOf(publishedSetPrice) }),
  byUnit: search({ path: '/a/stone/epPemMaipricApply/byUnit', title: '按单位维保价格查询', input: searchUnitPriceInput, output: pageOf(publishedUnitPrice) }),
  published: search({ path: '/a/stone/epPemMaipricApply/published', title: '已发布的维保价格表', input: maintainPriceIdInput, output: maintainPriceRecord }),
} as const;
