import { Select, type SelectProps } from 'antd';
import { useDictTree } from '../../api/dict';
import { DICT, itemOptions } from './operator-fields';

type ItemSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'> & {
  /** A stored item no longer offered (a 2011 code on an old card): shown with its label, not offered again. */
  stored?: { value: string; label: string };
};

/** The current (2019) qualification items, grouped by category of work and searchable by code or name. */
export function ItemSelect({ stored, placeholder = '请选择作业项目', ...rest }: ItemSelectProps) {
  const tree = useDictTree(DICT.item);
  const options = itemOptions(tree.data ?? []);
  const offered = options.some((o) => ('options' in o ? o.options.some((x) => x.value === stored?.value) : o.value === stored?.value));
  const retired = stored && tree.data && !offered ? [{ value: stored.value, label: `${stored.value} ${stored.label}（不在现行目录）`, disabled: true }] : [];
  return (
    <Select<string>
      {...rest}
      placeholder={placeholder}
      loading={tree.isLoading}
      options={[...options, ...retired]}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={tree.isError ? '字典加载失败' : '暂无可选项'}
    />
  );
}
