import { regStateLabel, type DuplicateCode, type DuplicateCodesInput } from '@portal/contract';
import { Select } from 'antd';
import { Link } from 'react-router';
import { useDuplicateCodes } from '../../api/equipment';
import { DictLabel } from '../../components/dict-label';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { detailPath } from '../../routes/paths';

type Kind = NonNullable<DuplicateCodesInput['kind']>;

interface Filters {
  kind: Kind;
}

const KINDS: Array<{ value: Kind; label: string }> = [
  { value: 'deviceCode', label: '设备代码' },
  { value: 'certNo', label: '使用登记证编号' },
];

const dash = (v: string) => v || '—';

/** One holder of a code, one table row; the code's cells span its holders' rows. */
type Row = DuplicateCode['records'][number] & { code: string; holders: number; first: boolean };

const rowsOf = (codes: DuplicateCode[]): Row[] => codes.flatMap((c) => c.records.map((r, i) => ({ ...r, code: c.code, holders: c.records.length, first: i === 0 })));

const spanned = (r: Row) => ({ rowSpan: r.first ? r.holders : 0 });

const columns: SearchColumn<Row>[] = [
  { key: 'code', title: '重复号码', dataIndex: 'code', width: 200, always: true, onCell: spanned },
  { key: 'holders', title: '记录数', dataIndex: 'holders', width: 80, always: true, onCell: spanned },
  { key: 'unitName', title: '使用单位', dataIndex: 'unitName', width: 220, ellipsis: true },
  { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 200, render: dash },
  { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 180, render: dash },
  { key: 'productName', title: '产品名称', dataIndex: 'productName', width: 130, ellipsis: true },
  { key: 'address', title: '使用地点', dataIndex: 'address', width: 200, ellipsis: true, extra: true, render: dash },
  { key: 'useStatus', title: '使用状态', dataIndex: 'useStatus', width: 90, render: (s: string) => <DictLabel type="equipment_use_status" value={s} /> },
  { key: 'regState', title: '登记状态', dataIndex: 'regState', width: 90, render: regStateLabel },
  { key: 'createdAt', title: '录入时间', dataIndex: 'createdAt', width: 160, render: formatTime },
  {
    key: 'actions',
    title: '操作',
    width: 80,
    always: true,
    // The detail page moves a record opened under another category's address to its own.
    render: (_: unknown, r: Row) => <Link to={detailPath(r.typeCode, r.id)}>查看</Link>,
  },
];

/** 系统维护 › 重复设备代码: device codes or certificate numbers several stored records hold, to sort out by hand. */
export default function DuplicateCodesPage() {
  const table = useSearchTable<Filters>({ initial: { kind: 'deviceCode' }, blank: { kind: 'deviceCode' } });
  const query = useDuplicateCodes({ pageNo: table.pageNo, pageSize: table.pageSize, kind: table.filters.kind });
  // Paged by code; the table shows each code's holders as rows.
  const data = query.data && { ...query.data, list: rowsOf(query.data.list) };

  return (
    <PageCard
      title="重复设备代码"
      note="以下记录是在设备代码、使用登记证编号须唯一的规则之前录入的，多条记录持有同一号码。此处只列出，不删除任何记录；新增和修改的记录都会检查号码是否已被占用。"
    >
      <SearchTable<Row, Filters>
        table={table}
        result={{ ...query, data }}
        fields={[{ name: 'kind', label: '重复类型', input: <Select options={KINDS} /> }]}
        columns={columns}
        rowKey="id"
        settingsKey="system-duplicate-codes"
        empty="没有重复的号码"
        totalText={(n) => `共 ${n} 个号码`}
      />
    </PageCard>
  );
}
