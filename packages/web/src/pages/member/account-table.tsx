import type { AccountStatus, MemberAccount } from '@portal/contract';
import { ACCOUNT_STATUSES } from '@portal/contract/api/member';

import { Button, Result, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useAccounts } from '../../api/member';
import { formatTime } from '../../components/format';
import { choiceField, keywordField, listQuery } from '../../components/search-table/list-fields';
import { openOnDoubleClick } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn, type SearchField } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { accountPath } from './member-fields';

interface Filters {
  keyword?: string;
  status?: AccountStatus;
}

export interface UnitFilter {
  id: string;
  name: string;
}

interface AccountTableProps {
  /** The administrators' view of every unit: a unit column whose names narrow the list to one unit. */
  allUnits?: boolean;
  /** The list an account's page returns to. */
  from: 'manager' | 'system';
  unit?: UnitFilter | null;
  onUnit?: (u: UnitFilter | null) => void;
}

const STATUS_OPTIONS = (Object.keys(ACCOUNT_STATUSES) as AccountStatus[]).map((s) => ({ value: s, label: ACCOUNT_STATUSES[s] }));

/** Accounts with search, status filter and paging; a refusal (a sub-account asking) replaces the table with its reason. */
export function AccountTable({ allUnits = false, from, unit, onUnit }: AccountTableProps) {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>();
  const query = useAccounts({ ...listQuery(table), unitId: unit?.id });
  const open = (id: string) => void navigate(accountPath(id, from));

  if (query.isError && !query.data) return <Result status="info" title={failureText(query.error)} />;

  const columns: SearchColumn<MemberAccount>[] = [
    { key: 'loginName', title: '登录账号', dataIndex: 'loginName', width: 140 },
    { key: 'name', title: '姓名', dataIndex: 'name', width: 110 },
    ...(allUnits
      ? [
          {
            key: 'unitName',
            title: '所属单位',
            dataIndex: 'unitName',
            ellipsis: true,
            render: (name: string, r: MemberAccount) =>
              onUnit ? (
                <button type="button" className="member-unit-link" title={`只看“${name}”的账号`} onClick={() => onUnit({ id: r.unitId, name })}>
                  {name}
                </button>
              ) : (
                name
              ),
          },
        ]
      : []),
    { key: 'mobile', title: '手机号码', dataIndex: 'mobile', width: 130 },
    {
      key: 'roles',
      title: '角色',
      dataIndex: 'roles',
      render: (roles: MemberAccount['roles']) => roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
    },
    { key: 'isMain', title: '账号类型', dataIndex: 'isMain', width: 96, render: (main: boolean) => (main ? <Tag color="gold">主账号</Tag> : <Tag>子账号</Tag>) },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: AccountStatus) => <Tag color={s === 'active' ? 'success' : 'default'}>{ACCOUNT_STATUSES[s]}</Tag>,
    },
    { key: 'createdAt', title: '创建时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatTime(t) },
    {
      key: 'actions',
      title: '操作',
      width: 70,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          管理
        </Button>
      ),
    },
  ];

  const fields: SearchField<Filters>[] = [
    ...(unit
      ? [
          {
            label: '所属单位',
            input: (
              <Tag closable color="blue" onClose={() => onUnit?.(null)} className="member-unit-filter">
                {unit.name}
              </Tag>
            ),
          },
        ]
      : []),
    keywordField(allUnits ? '登录账号、姓名、手机号或单位名称' : '登录账号、姓名或手机号'),
    choiceField('status', '状态', STATUS_OPTIONS),
  ];

  return (
    <SearchTable<MemberAccount, Filters>
      table={table}
      result={query}
      fields={fields}
      columns={columns}
      rowKey="id"
      empty="没有符合条件的账号"
      totalText={(n) => `共 ${n} 个账号`}
      tableProps={openOnDoubleClick((r: MemberAccount) => open(r.id))}
    />
  );
}
