import { Select, type SelectProps } from 'antd';
import { useDictItem, useDictList } from '../api/dict';

type DictSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'> & {
  /** A dictionary type of the contract's DICT_TYPES. */
  type: string;
  /** For tree types: offer the children of this value; the top level without it. */
  parentValue?: string;
};

/**
 * A select over a dictionary's enabled items. A stored value whose item was disabled since stays
 * readable: it is shown with its label and marked, but cannot be chosen again.
 */
export function DictSelect({ type, parentValue = '', value, placeholder = '请选择', ...rest }: DictSelectProps) {
  const list = useDictList(type, parentValue);
  const offered = list.data ?? [];
  const stale = !!value && !!list.data && !offered.some((i) => i.value === value);
  const stored = useDictItem(type, stale ? value : '').data;
  const options = [...offered.map((i) => ({ value: i.value, label: i.label })), ...(stale ? [{ value, label: stored ? `${stored.label}（已停用）` : value, disabled: true }] : [])];
  return (
    <Select<string>
      {...rest}
      value={value}
      placeholder={placeholder}
      loading={list.isLoading}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={list.isError ? '字典加载失败' : '暂无可选项'}
    />
  );
}
