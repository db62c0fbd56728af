import { SELF_REGISTER_UNIT_TYPES } from '@portal/contract/api/registration';

import { Select, type SelectProps } from 'antd';
import { useDictList } from '../../api/dict';

const SELF = new Set<string>(SELF_REGISTER_UNIT_TYPES);

/** The unit types a company may apply for, named by the 'unit_type' dictionary (regulators and inspection bodies are opened by administrators). */
export function UnitTypeSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const list = useDictList('unit_type');
  const options = (list.data ?? []).filter((i) => SELF.has(i.value)).map((i) => ({ value: i.value, label: i.label }));
  return <Select<string> placeholder="请选择单位类型" {...props} loading={list.isLoading} options={options} notFoundContent={list.isError ? '单位类型加载失败' : '暂无可选项'} />;
}
