import type { PasswordResetApplication, PasswordResetState } from '@portal/contract';
import { PASSWORD_RESET_FLOW } from '@portal/contract/api/password-reset';
import { Button, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useResetList } from '../../../api/password-reset';
import { formatTime } from '../../../components/format';
import { SearchTable, type SearchColumn } from '../../../components/search-table/search-table';
import { useSearchTable } from '../../../components/search-table/use-search-table';
import { StateTag } from '../../../components/state-tag';

interface Filters {
  state?: PasswordResetState;
  keyword?: string;
}

const STATE_OPTIONS = (Object.keys(PASSWORD_RESET_FLOW.states) as PasswordResetState[]).map((s) => ({ value: s, label: PASSWORD_RESET_FLOW.states[s].label }));

/**
 * Password reset applications in a table. `pendingOnly` is the work list (密码重置审核); without it
 * every application can be looked up by state (密码重置查询).
 */
export function ResetList({ pendingOnly }: { pendingOnly: boolean }) {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>();
  const { filters } = table;
  const query = useResetList({
    pageNo: table.pageNo,
    pageSize: table.pageSize,
    state: pendingOnly ? 'pending' : filters.state,
    keyword: filters.keyword?.trim() || undefined,
  });
  const open = (id: string) => void navigate(`/account/reset-password-detail?id=${encodeURIComponent(id)}`);

  const columns: SearchColumn<PasswordResetApplication>[] = [
    { key: 'loginName', title: '登录账号', dataIndex: 'loginName', width: 130 },
    { key: 'userName', title: '姓名', dataIndex: 'userName', width: 100 },
    { key: 'unitName', title: '所属单位', dataIndex: 'unitName', ellipsis: true },
    { key: 'uscc', title: '统一社会信用代码', dataIndex: 'uscc', width: 190 },
    { key: 'mobile', title: '手机号', dataIndex: 'mobile', width: 130 },
    { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (t: string) => formatTime(t) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (s: PasswordResetState) => <StateTag flow={PASSWORD_RESET_FLOW} state={s} /> },
    ...(pendingOnly ? [] : [{ key: 'reviewedAt', title: '审核时间', dataIndex: 'reviewedAt', width: 170, render: (t: string | null) => formatTime(t) || '—' }]),
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
    <SearchTable<PasswordResetApplication, Filters>
      table={table}
      result={query}
      fields={[
        ...(pendingOnly ? [] : [{ name: 'state' as const, label: '审核状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} /> }]),
        { name: 'keyword', label: '关键字', input: <Input allowClear placeholder="登录账号、单位名称或信用代码" maxLength={50} /> },
      ]}
      columns={columns}
      rowKey="id"
      empty={pendingOnly ? '暂无待审核的申请' : '暂无密码重置申请'}
      tableProps={{ onRow: (r) => ({ onDoubleClick: () => open(r.id) }) }}
    />
  );
}
