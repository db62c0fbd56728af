import type { DictNode, EquipmentListKind } from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import { EQUIPMENT_TYPE_NAMES, type EquipmentTypeCode } from '@portal/contract/domain/codes';

import { Cascader, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDictTree } from '../../../api/dict';
import { pathTo } from '../../../components/area-path';
import { AreaCascader } from '../../../components/area-cascader';
import { DictSelect } from '../../../components/dict-select';
import { choiceField } from '../../../components/search-table/list-fields';
import type { SearchField } from '../../../components/search-table/search-table';
import { typesOf, type EquipmentFilters } from './list-query';

interface ControlProps<T> {
  value?: T;
  onChange?: (v: T | undefined) => void;
  id?: string;
}

/** 设备种类; choosing another one clears the class or variety chosen under the old one. */
function TypeSelect({ kind, value, onChange, id }: ControlProps<EquipmentTypeCode> & { kind: EquipmentListKind }) {
  const form = Form.useFormInstance<EquipmentFilters>();
  return (
    <Select<EquipmentTypeCode>
      id={id}
      value={value}
      allowClear
      placeholder="全部"
      options={typesOf(kind).map((t) => ({ value: t, label: EQUIPMENT_TYPE_NAMES[t] }))}
      onChange={(t) => {
        onChange?.(t);
        form.setFieldValue('catalogueCode', undefined);
      }}
    />
  );
}

/** 类别 / 品种 under the chosen category; any level can be picked, and a class takes in its varieties. */
function CatalogueFilter({ value, onChange, id }: ControlProps<string>) {
  const form = Form.useFormInstance<EquipmentFilters>();
  const typeCode = Form.useWatch('typeCode', form);
  const tree = useDictTree('equipment_catalogue');
  const classes = (typeCode && tree.data?.find((n) => n.value === typeCode)?.children) || [];
  return (
    <Cascader<DictNode>
      id={id}
      options={classes}
      loading={tree.isLoading}
      disabled={!typeCode}
      value={pathTo(classes, value)}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : undefined)}
      changeOnSelect
      allowClear
      placeholder={typeCode ? '全部' : '请先选择设备种类'}
      showSearch={{ filter: (input, path) => path.some((n) => n.label.includes(input.trim())) }}
      displayRender={(labels) => labels.join(' / ')}
      notFoundContent="没有匹配的类别"
    />
  );
}

/** The next-inspection range kept as 'YYYY-MM-DD' texts, either end open. */
const dateRangeProps = {
  getValueProps: (v?: [string, string]) => ({ value: v ? v.map((d) => (d ? dayjs(d) : null)) : undefined }),
  normalize: (v?: [Dayjs | null, Dayjs | null] | null) => (v && (v[0] || v[1]) ? (v.map((d) => d?.format('YYYY-MM-DD') ?? '') as [string, string]) : undefined),
};

/** The search form of a query list; the about-to-expire list asks for its window first. */
export function listFields(kind: EquipmentListKind): SearchField<EquipmentFilters>[] {
  return [
    ...(kind === 'aboutExpire'
      ? [
          {
            name: 'days' as const,
            label: '到期天数',
            input: <InputNumber min={1} max={365} precision={0} suffix="天内" style={{ width: '100%' }} />,
            itemProps: { rules: [{ required: true, message: '请填写到期天数' }] },
          },
        ]
      : []),
    { name: 'typeCode', label: '设备种类', input: <TypeSelect kind={kind} /> },
    { name: 'catalogueCode', label: '类别/品种', input: <CatalogueFilter /> },
    { name: 'deviceCode', label: '设备代码', input: <Input allowClear maxLength={18} placeholder="开头几位或完整代码" /> },
    { name: 'registerCode', label: '注册代码', input: <Input allowClear maxLength={20} placeholder="开头几位或完整代码" /> },
    // The stopped list holds one status only.
    ...(kind === 'nonUse' ? [] : [{ name: 'useStatus' as const, label: '使用状态', input: <DictSelect type="equipment_use_status" allowClear placeholder="全部" /> }]),
    { name: 'certNo', label: TERMS.certNo, input: <Input allowClear maxLength={30} /> },
    { name: 'areaCode', label: '所在区域', input: <AreaCascader placeholder="全部" /> },
    { name: 'address', label: '使用地点', input: <Input allowClear maxLength={100} placeholder="地址、内部位置或单位内编号" /> },
    { name: 'next', label: '下次检验', input: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />, itemProps: dateRangeProps },
    // 待首检 is equipment not yet in use without a next date: the home desk's number opens the list with this.
    choiceField('nextDate', '下次检验日期', [{ value: 'none', label: '未填写' }]),
  ];
}
