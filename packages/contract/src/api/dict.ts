import { z } from 'zod';
import { recordVersion } from '../validators/zod';
import { DICT_TYPE_KEYS } from '../domain/dict-types';
import { pageInput } from './envelope';
import { endpointsWith, pageOf, queryGet } from './endpoint';

export const DICT_STATUSES = ['enabled', 'disabled'] as const;
export type DictStatus = (typeof DICT_STATUSES)[number];

const dictType = z.enum(DICT_TYPE_KEYS as [string, ...string[]], { error: '字典类型不正确' });
const dictValue = z.string({ error: '字典值不能为空' }).trim().min(1, '字典值不能为空').max(32, '字典值不能超过32个字符');

/** Spec §3 dictionary lookup: the enabled children of a parent (by id or value), or the top level. */
export const findDictListInput = z.object({
  type: dictType,
  parentId: z.string().max(64).optional(),
  parentValue: z.string().max(32).optional(),
});

export const findDictItemInput = z.object({ type: dictType, value: dictValue });
export const findDictTreeInput = z.object({ type: dictType });

export const dictItem = z.object({
  id: z.string(),
  type: z.string(),
  value: z.string(),
  label: z.string(),
  parentValue: z.string(),
  sort: z.number(),
  status: z.enum(DICT_STATUSES),
  remark: z.string(),
  /** True when enabled children exist (cascaders use it to know where the last level is). */
  hasChildren: z.boolean(),
  version: z.number(),
});
export type DictItem = z.output<typeof dictItem>;

export interface DictNode {
  value: string;
  label: string;
  children?: DictNode[];
}
/** A node of a dictionary tree; a leaf has no `children` at all (cascaders read its absence). */
export const dictNode: z.ZodType<DictNode, DictNode> = z.object({
  value: z.string(),
  label: z.string(),
  get children() {
    return z.array(dictNode).optional();
  },
});

export const findDictPageInput = pageInput.extend({
  type: dictType,
  parentValue: z.string().max(32).optional(),
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(DICT_STATUSES).optional(),
});

export const saveDictInput = z.object({
  id: z.string().max(64).optional(),
  type: dictType,
  value: dictValue.regex(/^[\w.-]+$/, '字典值只能包含字母、数字、下划线、点和短横线'),
  label: z.string({ error: '名称不能为空' }).trim().min(1, '名称不能为空').max(100, '名称不能超过100个字符'),
  parentValue: z.string().trim().max(32).default(''),
  sort: z.coerce.number({ error: '排序必须是数字' }).int('排序必须是整数').min(0, '排序不能小于0').max(99999, '排序不能超过99999').default(0),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
  /** The version the editor loaded, so a concurrent edit is noticed. */
  version: recordVersion.optional(),
});

export const setDictStatusInput = z.object({
  id: z.string({ error: '请选择字典项' }).min(1, '请选择字典项').max(64),
  status: z.enum(DICT_STATUSES, { error: '状态不正确' }),
  version: recordVersion,
});

export const dictTypeInfo = z.object({
  type: z.string(),
  label: z.string(),
  tree: z.boolean(),
  count: z.number(),
});
export type DictTypeInfo = z.output<typeof dictTypeInfo>;

const lookup = endpointsWith({ spec: '§7 Dictionaries: findDictList, findDictItem (public: the registration page needs them)', access: 'public' });
const maintaining = endpointsWith({ spec: 'dictionary maintenance under 系统维护 › 字典维护 (the lookups read what it keeps)', access: 'system.dict' });

/** Spec §7 dictionary lookups and their maintenance. */
export const dictApi = {
  findDictList: lookup({ path: '/api/common/dict/findDictList', title: '字典项列表', input: findDictListInput, output: z.array(dictItem) }),
  findDictItem: lookup({ path: '/api/common/dict/findDictItem', title: '字典项', input: findDictItemInput, output: dictItem.nullable() }),
  findDictTree: lookup({
    path: '/api/common/dict/findDictTree',
    title: '字典树',
    spec: 'the whole enabled tree of a type in one answer, for cascaders (public like the lookups)',
    input: findDictTreeInput,
    output: z.array(dictNode),
  }),
  types: maintaining({ path: '/api/common/dict/types', title: '字典类型', ...queryGet, output: z.array(dictTypeInfo) }),
  findPage: maintaining({ path: '/api/common/dict/findPage', title: '字典项分页', input: findDictPageInput, output: pageOf(dictItem) }),
  save: maintaining({ path: '/api/common/dict/save', title: '保存字典项', input: saveDictInput, output: dictItem }),
  setStatus: maintaining({ path: '/api/common/dict/setStatus', title: '启用停用字典项', input: setDictStatusInput, output: dictItem }),
} as const;
