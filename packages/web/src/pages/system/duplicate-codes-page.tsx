import { regStateLabel, type DuplicateCode, type DuplicateCodesInput } from '@portal/contract';
import { Segmented, Table } from 'antd';
import { Link } from 'react-router';
import { useDuplicateCodes } from '../../api/equipment';
import { DictLabel } from '../../components/dict-label';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { detailPath } from '../../routes/paths';

type Kind = NonNullable<DuplicateCodesInput['kind']>;
type HolderRecord = DuplicateCode['records'][number];

interface Filters {
  kind: Kind;
}

const KINDS: Array<{ value: Kind; label: string }> = [
  { value: 'deviceCode', label: '设备代码' },
  { value: 'certNo', label: '使用登记证编号' },
];

const dash = (v: string) => v || '—';

const recordColumns = [
  { key: 'unitName', title: '使用单位', dataIndex: 'unitName', ellipsis: true },
  { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 200, render: dash },
  { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 190, render: dash },
  { key: 'productName', title: '产品名称', dataIndex: 'productName', width: 130, ellipsis: true },
  { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true, render: dash },
  { key: 'useStatus', title: '使用状态', dataIndex: 'useStatus', width: 90, render: (s: string) => <DictLabel type="equipment_use_status" value={s} /> },
  { key: 'regState', title: '登记状态', dataIndex: 'regState', width: 90, render: regStateLabel },
  { key: 'createdAt', title: '录入时间', dataIndex: 'createdAt', width: 160, render: formatTime },
  {
    key: 'action',
    title: '操作',
    width: 80,
    fixed: 'right' as const,
    // The detail page moves a record opened under another category's address to its own.
    render: (_: unknown, r: HolderRecord) => <Link to={detailPath('3000', r.id)}>查看</Link>,
  },
];

const columns: SearchColumn<DuplicateCode>[] = [
  { key: 'code', title: '重复号码', dataIndex: 'code', width: 210, always: true },
  { key: 'count', title: '记录数', width: 80, always: true, render: (_: unknown, c: DuplicateCode) => c.records.length },
  {
    key: 'records',
    title: '持有该号码的记录',
    always: true,
    render: (_: unknown, c: DuplicateCode) => (
      <Table<HolderRecord> size="small" rowKey="id" columns={recordColumns} dataSource={c.records} pagination={false} scroll={{ x: 1100 }} />
    ),
  },
];

/** 系统维护 › 重复设备代码: device codes or certificate numbers several stored records hold, to sort out by hand. */
export default function DuplicateCodesPage() {
  const table = useSearchTable<Filters>({ initial: { kind: 'deviceCode' }, blank: { kind: 'deviceCode' } });
  const query = useDuplicateCodes({ pageNo: table.pageNo, pageSize: table.pageSize, kind: table.filters.kind });

  return (
    <PageCard
      title="重复设备代码"
      note="以下记录是在设备代码、使用登记证编号须唯一的规则之前录入的，多条记录持有同一号码。此处只列出，不删除任何记录；新增和修改的记录都会检查号码是否已被占用。"
    >
      <SearchTable<DuplicateCode, Filters>
        table={table}
        result={query}
        fields={[]}
        toolbar={<Segmented<Kind> options={KINDS} value={table.filters.kind} onChange={(kind) => table.search({ kind })} />}
        columns={columns}
        rowKey="code"
        empty="没有重复的号码"
        totalText={(n) => `共 ${n} 个号码`}
      />
    </PageCard>
  );
}
