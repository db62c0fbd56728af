import type { PasswordResetApplication, PasswordResetState } from '@portal/contract';
import { PASSWORD_RESET_FLOW } from '@portal/contract/api/password-reset';
import { Button, Empty, Form, Input, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useResetList } from '../../../api/password-reset';
import { formatTime } from '../../../components/format';
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
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useResetList({ ...paging, state: pendingOnly ? 'pending' : filters.state, keyword: filters.keyword?.trim() || undefined });

  const search = (v: Filters) => {
    setFilters(v);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const open = (id: string) => void navigate(`/account/reset-password-detail?id=${encodeURIComponent(id)}`);

  const columns: TableProps<PasswordResetApplication>['columns'] = [
    { title: '登录账号', dataIndex: 'loginName', width: 130 },
    { title: '姓名', dataIndex: 'userName', width: 100 },
    { title: '所属单位', dataIndex: 'unitName', ellipsis: true },
    { title: '统一社会信用代码', dataIndex: 'uscc', width: 190 },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (t: string) => formatTime(t) },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: PasswordResetState) => <StateTag flow={PASSWORD_RESET_FLOW} state={s} /> },
    ...(pendingOnly ? [] : [{ title: '审核时间', dataIndex: 'reviewedAt', width: 170, render: (t: string | null) => formatTime(t) || '—' }]),
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
    <>
      <Form form={form} layout="inline" className="search-bar" onFinish={search}>
        {!pendingOnly && (
          <Form.Item name="state" label="审核状态">
            <Select allowClear placeholder="全部" style={{ width: 140 }} options={STATE_OPTIONS} />
          </Form.Item>
        )}
        <Form.Item name="keyword" label="关键字">
          <Input allowClear placeholder="登录账号、单位名称或信用代码" maxLength={50} style={{ width: 260 }} />
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
      <Table<PasswordResetApplication>
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
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : pendingOnly ? '暂无待审核的申请' : '暂无密码重置申请'} /> }}
      />
    </>
  );
}
