import type { DictNode, EquipmentTypeCode } from '@portal/contract';
import { MSG } from '@portal/contract/validators/messages';

import { Cascader, type FormRule } from 'antd';
import { useDictTree } from '../../api/dict';
import { isLeaf, pathLabel, pathTo } from '../area-path';

const CATALOGUE = 'equipment_catalogue';

/** The classes of one category with their varieties; a class without varieties is itself the leaf stored. */
export function useCatalogueClasses(typeCode: EquipmentTypeCode) {
  const tree = useDictTree(CATALOGUE);
  return { classes: tree.data?.find((n) => n.value === typeCode)?.children ?? [], loading: tree.isLoading };
}

/**
 * The chosen code must be a last level under this category in the catalogue, as the server checks:
 * a record stored under another kind (安全阀 7310 sits under 安全附件, not the piping elements) says so.
 */
export function useCatalogueRule(typeCode: EquipmentTypeCode): FormRule {
  const { classes } = useCatalogueClasses(typeCode);
  return {
    validator: (_, value: unknown) => {
      const code = typeof value === 'string' ? value : '';
      if (!code || !classes.length) return Promise.resolve();
      if (!pathTo(classes, code).length) return Promise.reject(new Error('设备品种与设备种类不符'));
      return isLeaf(classes, code) ? Promise.resolve() : Promise.reject(new Error(`设备品种：${MSG.lastLevel}`));
    },
  };
}

interface CatalogueSelectProps {
  typeCode: EquipmentTypeCode;
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
}

/** 类别 / 品种 of the chosen category; only a last level can be picked, as the server requires. */
export function CatalogueSelect({ typeCode, value, onChange, id }: CatalogueSelectProps) {
  const { classes, loading } = useCatalogueClasses(typeCode);
  return (
    <Cascader<DictNode>
      id={id}
      className="catalogue-select"
      options={classes}
      loading={loading}
      value={pathTo(classes, value)}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : '')}
      allowClear
      placeholder="请选择设备类别 / 品种"
      showSearch={{ filter: (input, path) => path.some((n) => n.label.includes(input.trim()) || n.value.startsWith(input.trim())) }}
      displayRender={(labels) => labels.join(' / ')}
      notFoundContent="没有匹配的品种"
    />
  );
}

/** A catalogue code as its names under the category: '曳引与强制驱动电梯 / 曳引驱动乘客电梯'. */
export function CatalogueLabel({ typeCode, code }: { typeCode: EquipmentTypeCode; code: string }) {
  const { classes } = useCatalogueClasses(typeCode);
  if (!code) return null;
  return <>{classes.length ? pathLabel(classes, code) : code}</>;
}
