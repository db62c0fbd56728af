import type { DictNode } from '@portal/contract';
import { DEFAULT_AREA_CODE } from '@portal/contract/domain/codes';

import { Cascader, type FormRule } from 'antd';
import { useDictTree } from '../api/dict';
import { checkLastLevel, pathLabel, pathTo } from './area-path';

/** Spec §3 default: Zhejiang, Ningbo; a new form starts there and the user picks the district. */
export const DEFAULT_AREA = DEFAULT_AREA_CODE;
const AREA = 'area';

interface AreaCascaderProps {
  /** The last chosen code (6 digits): what forms keep and send. */
  value?: string;
  onChange?: (code: string) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

const searchIn = (input: string, path: DictNode[]) => path.some((n) => n.label.includes(input.trim()));

/**
 * The whole Zhejiang tree in one cascader. Any level can be clicked (so the form can say
 * 请选择到最后一级 instead of silently keeping the old choice); the form keeps the last code.
 */
export function AreaCascader({ value, onChange, disabled, placeholder = '请选择省 / 市 / 区县', id }: AreaCascaderProps) {
  const tree = useDictTree(AREA);
  return (
    <Cascader<DictNode>
      id={id}
      className="area-cascader"
      options={tree.data ?? []}
      loading={tree.isLoading}
      value={pathTo(tree.data ?? [], value)}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : '')}
      changeOnSelect
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ filter: searchIn }}
      displayRender={(labels) => labels.join(' / ')}
      notFoundContent="没有匹配的区域"
    />
  );
}

/** The form rules of an area field: required, and to the last level of the tree the cascader shows. */
export function useAreaRules(requiredMessage = '请选择所在区域'): FormRule[] {
  const tree = useDictTree(AREA).data;
  return [
    { required: true, message: requiredMessage },
    {
      validator: (_, code: string | undefined) => {
        const message = tree ? checkLastLevel(tree, code) : null;
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}

/** An area code as people read it: '浙江省 / 宁波市 / 海曙区'. */
export function AreaLabel({ code }: { code: string }) {
  const tree = useDictTree(AREA).data;
  if (!code) return null;
  return <>{tree ? pathLabel(tree, code) : code}</>;
}

interface AreasCascaderProps {
  /** Area codes (6 digits); a code above the last level stands for everything under it. */
  value?: string[];
  onChange?: (codes: string[]) => void;
  id?: string;
  placeholder?: string;
}

/**
 * Several areas from the same tree. Ticking a whole city keeps the city's own code rather than
 * each district's, so the choice stays a city that covers its districts.
 */
export function AreasCascader({ value = [], onChange, id, placeholder = '请选择区域，可多选' }: AreasCascaderProps) {
  const tree = useDictTree(AREA);
  const nodes = tree.data ?? [];
  return (
    <Cascader<DictNode>
      id={id}
      multiple
      className="area-cascader"
      options={nodes}
      loading={tree.isLoading}
      // A code the tree does not know (a retired area) stays chosen as it is.
      value={value.map((code) => {
        const path = pathTo(nodes, code);
        return path.length ? path : [code];
      })}
      onChange={(paths) => onChange?.(paths.map((path) => String(path[path.length - 1])))}
      showCheckedStrategy={Cascader.SHOW_PARENT}
      showSearch={{ filter: searchIn }}
      maxTagCount="responsive"
      placeholder={placeholder}
      notFoundContent="没有匹配的区域"
    />
  );
}
