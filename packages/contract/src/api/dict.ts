import { z } from 'zod';
import { DICT_TYPE_KEYS } from '../domain/dict-types';
import { pageInput } from './envelope';

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

export interface DictItem {
  id: string;
  type: string;
  value: string;
  label: string;
  parentValue: string;
  sort: number;
  status: DictStatus;
  remark: string;
  /** True when enabled children exist (cascaders use it to know where the last level is). */
  hasChildren: boolean;
  version: number;
}

export interface DictNode {
  value: string;
  label: string;
  children?: DictNode[];
}

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
  version: z.coerce.number().int().min(1).optional(),
});

export const setDictStatusInput = z.object({
  id: z.string({ error: '请选择字典项' }).min(1, '请选择字典项').max(64),
  status: z.enum(DICT_STATUSES, { error: '状态不正确' }),
  version: z.coerce.number().int().min(1),
});

export interface DictTypeInfo {
  type: string;
  label: string;
  tree: boolean;
  count: number;
}
