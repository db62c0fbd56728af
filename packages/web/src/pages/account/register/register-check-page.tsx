import type { AccountApplication, AccountApplyState } from '@portal/contract';
import { ACCOUNT_APPLY_FLOW } from '@portal/contract/api/account';
import { Button, Empty, Form, Input, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRegisterList } from '../../../api/account';
import { DictLabel } from '../../../components/dict-label';
import { formatTime } from '../../../components/format';
import { PageCard } from '../../../components/page-card';
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
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ state: 'pending' });
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useRegisterList({ ...paging, state: filters.state, keyword: filters.keyword?.trim() || undefined });

  const search = (v: Filters) => {
    setFilters(v);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const open = (id: string) => void navigate(`/account/register-detail?id=${encodeURIComponent(id)}`);

  const columns: TableProps<AccountApplication>['columns'] = [
    { title: '单位名称', dataIndex: 'unitName', ellipsis: true },
    { title: '统一社会信用代码', dataIndex: 'uscc', width: 190 },
    { title: '单位类型', dataIndex: 'unitType', width: 140, render: (v: string) => <DictLabel type="unit_type" value={v} /> },
    { title: '联系人', dataIndex: 'contactPerson', width: 100 },
    { title: '联系人手机', dataIndex: 'mobile', width: 130 },
    { title: '申请账号', dataIndex: 'loginName', width: 130 },
    { title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (t: string) => formatTime(t) },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: AccountApplyState) => <StateTag flow={ACCOUNT_APPLY_FLOW} state={s} /> },
    {
      title: '操作',
      key: 'actions',
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
      <Form form={form} layout="inline" className="search-bar" initialValues={filters} onFinish={search}>
        <Form.Item name="state" label="审核状态">
          <Select allowClear placeholder="全部" style={{ width: 140 }} options={STATE_OPTIONS} />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input allowClear placeholder="单位名称、信用代码、联系人或账号" maxLength={50} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue({ state: undefined, keyword: undefined });
                search({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<AccountApplication>
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
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : '暂无注册申请'} /> }}
      />
    </PageCard>
  );
}
