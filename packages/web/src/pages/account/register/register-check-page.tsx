import type { AccountApplication, AccountApplyState } from '@portal/contract';
import { ACCOUNT_APPLY_FLOW } from '@portal/contract/api/account';
import { Button, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useRegisterList } from '../../../api/account';
import { DictLabel } from '../../../components/dict-label';
import { formatTime } from '../../../components/format';
import { PageCard } from '../../../components/page-card';
import { SearchTable, type SearchColumn } from '../../../components/search-table/search-table';
import { useSearchTable } from '../../../components/search-table/use-search-table';
import { StateTag } from '../../../components/state-tag';
import '../review.css';

interface Filters {
  state?: AccountApplyState;
  keyword?: string;
}

const STATE_OPTIONS = (Object.keys(ACCOUNT_APPLY_FLOW.states) as AccountApplyState[]).map((s) => ({ value: s, label: ACCOUNT_APPLY_FLOW.states[s].label }));

/** 企业账号管理 › 注册审核: the account applications, waiting ones first, to open and decide. */
export default function RegisterCheckPage() {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>({ initial: { state: 'pending' } });
  const { filters } = table;
  const query = useRegisterList({ pageNo: table.pageNo, pageSize: table.pageSize, state: filters.state, keyword: filters.keyword?.trim() || undefined });
  const open = (id: string) => void navigate(`/account/register-detail?id=${encodeURIComponent(id)}`);

  const columns: SearchColumn<AccountApplication>[] = [
    { key: 'unitName', title: '单位名称', dataIndex: 'unitName', ellipsis: true },
    { key: 'uscc', title: '统一社会信用代码', dataIndex: 'uscc', width: 190 },
    { key: 'unitType', title: '单位类型', dataIndex: 'unitType', width: 140, render: (v: string) => <DictLabel type="unit_type" value={v} /> },
    { key: 'contactPerson', title: '联系人', dataIndex: 'contactPerson', width: 100 },
    { key: 'mobile', title: '联系人手机', dataIndex: 'mobile', width: 130 },
    { key: 'loginName', title: '申请账号', dataIndex: 'loginName', width: 130 },
    { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (t: string) => formatTime(t) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (s: AccountApplyState) => <StateTag flow={ACCOUNT_APPLY_FLOW} state={s} /> },
    {
      key: 'actions',
      title: '操作',
      width: 70,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          {r.state === 'pending' ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="注册审核" note="企业提交的账号注册申请，核对单位信息和材料后审核；通过即开通单位及其主账号。">
      <SearchTable<AccountApplication, Filters>
        table={table}
        result={query}
        fields={[
          { name: 'state', label: '审核状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} /> },
          { name: 'keyword', label: '关键字', input: <Input allowClear placeholder="单位名称、信用代码、联系人或账号" maxLength={50} /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="暂无注册申请"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => open(r.id) }) }}
      />
    </PageCard>
  );
}
