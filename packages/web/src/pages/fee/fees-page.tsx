import type { EquipmentTypeCode, FeeItem } from '@portal/contract';
import { fenToYuan, inspectionKindLabel } from '@portal/contract/api/fee';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { useState } from 'react';
import { useDeleteFeeItem, useFeeItems } from '../../api/fee';
import { AddButton } from '../../components/add-button';
import { PageCard } from '../../components/page-card';
import { choiceField } from '../../components/search-table/list-fields';
import { openOnDoubleClick } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { CatalogueLabel } from '../../components/equipment/catalogue-select';
import { FeeItemDialog, TYPE_OPTIONS, type FeeItemEditing } from './fee-item-dialog';
import { bandText } from '../../components/fee/fee-lines';
import { currentField, currentTag, EditDeleteActions, periodText } from './table-actions';

interface Filters {
  typeCode?: EquipmentTypeCode;
  current?: boolean;
}

/** 检验业务 › 收费标准: what the body charges per device, by category or variety, inspection kind and parameter band. */
export default function FeesPage() {
  const table = useSearchTable<Filters>();
  const list = useFeeItems({ pageNo: table.pageNo, pageSize: table.pageSize, typeCode: table.filters.typeCode, current: table.filters.current ?? false });
  const remove = useDeleteFeeItem();
  const [editing, setEditing] = useState<FeeItemEditing>(null);

  const columns: SearchColumn<FeeItem>[] = [
    { key: 'name', title: '收费项目', dataIndex: 'name', width: 200, ellipsis: true },
    {
      key: 'equipment',
      title: '设备种类 / 品种',
      width: 220,
      render: (_, f) => (
        <>
          {EQUIPMENT_TYPE_NAMES[f.typeCode as EquipmentTypeCode] ?? f.typeCode}
          {f.catalogueCode && (
            <>
              {' / '}
              <CatalogueLabel typeCode={f.typeCode as EquipmentTypeCode} code={f.catalogueCode} />
            </>
          )}
        </>
      ),
    },
    { key: 'kind', title: '检验类别', dataIndex: 'inspectionKind', width: 150, render: (v: string) => inspectionKindLabel(v) },
    { key: 'band', title: '计费参数区间', width: 160, render: (_, f) => bandText(f) || '不分档' },
    { key: 'amount', title: '金额', width: 130, align: 'right', render: (_, f) => `${fenToYuan(f.amountFen)} 元/${f.unitLabel}` },
    { key: 'period', title: '执行期', width: 200, render: (_, f) => periodText(f) },
    { key: 'current', title: '状态', dataIndex: 'current', width: 80, render: currentTag },
    { key: 'basis', title: '收费依据', dataIndex: 'basis', ellipsis: true, extra: true },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      always: true,
      render: (_, f) => <EditDeleteActions name={f.name} noun="收费项目" onEdit={() => setEditing({ mode: 'edit', item: f })} remove={() => remove.mutateAsync(f.id)} />,
    },
  ];

  return (
    <PageCard
      title="收费标准"
      note="核定报检费用时按设备的种类、品种、检验类别和参数区间匹配在用的收费项目；已用于核定费用的项目不能删除，停止执行的请填写执行截止日期。"
      extra={<AddButton onClick={() => setEditing({ mode: 'add' })}>新增收费项目</AddButton>}
    >
      <SearchTable<FeeItem, Filters>
        table={table}
        result={list}
        fields={[choiceField('typeCode', '设备种类', TYPE_OPTIONS), currentField]}
        columns={columns}
        rowKey="id"
        empty="暂无收费项目"
        settingsKey="inspection-fees"
        tableProps={openOnDoubleClick((f: FeeItem) => setEditing({ mode: 'edit', item: f }))}
      />
      <FeeItemDialog editing={editing} onClose={() => setEditing(null)} />
    </PageCard>
  );
}
