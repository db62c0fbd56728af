import type { AccountStatus, MemberAccount } from '@portal/contract';
import { ACCOUNT_STATUSES } from '@portal/contract/api/member';
import { Button, Empty, Form, Input, Result, Select, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/http';
import { useAccounts } from '../../../api/member';
import { formatTime } from '../../../components/format';

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
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useAccounts({ ...paging, keyword: filters.keyword?.trim() || undefined, status: filters.status, unitId: unit?.id });

  const search = (v: Filters) => {
    setFilters(v);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const open = (id: string) => void navigate(`/account/account-detail?id=${encodeURIComponent(id)}${from === 'system' ? '&from=system' : ''}`);

  if (query.isError && !query.data) return <Result status="info" title={failureText(query.error)} />;

  const columns: TableProps<MemberAccount>['columns'] = [
    { title: '登录账号', dataIndex: 'loginName', width: 140 },
    { title: '姓名', dataIndex: 'name', width: 110 },
    ...(allUnits
      ? [
          {
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
    { title: '手机号码', dataIndex: 'mobile', width: 130 },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: MemberAccount['roles']) => roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
    },
    { title: '账号类型', dataIndex: 'isMain', width: 96, render: (main: boolean) => (main ? <Tag color="gold">主账号</Tag> : <Tag>子账号</Tag>) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: AccountStatus) => <Tag color={s === 'active' ? 'success' : 'default'}>{ACCOUNT_STATUSES[s]}</Tag>,
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatTime(t) },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => open(r.id)}>
          管理
        </Button>
      ),
    },
  ];

  return (
    <>
      <Form form={form} layout="inline" className="search-bar" onFinish={search}>
        {unit && (
          <Form.Item label="所属单位">
            <Tag closable color="blue" onClose={() => onUnit?.(null)} className="member-unit-filter">
              {unit.name}
            </Tag>
          </Form.Item>
        )}
        <Form.Item name="keyword" label="关键字">
          <Input allowClear placeholder={allUnits ? '登录账号、姓名、手机号或单位名称' : '登录账号、姓名或手机号'} maxLength={50} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear placeholder="全部" style={{ width: 110 }} options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<MemberAccount>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list}
        loading={query.isFetching}
        onRow={(r) => ({ onDoubleClick: () => open(r.id) })}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.count ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 个账号`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合条件的账号" /> }}
      />
    </>
  );
}
