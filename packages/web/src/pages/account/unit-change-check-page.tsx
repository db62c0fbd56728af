import type { UnitChangeRecord, UnitChangeState } from '@portal/contract';
import { UNIT_CHANGE_FLOW } from '@portal/contract/domain/workflow';
import { Button, Empty, Form, Input, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useChangeRequests } from '../../api/unit';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { StateTag } from '../../components/state-tag';
import { UnitChangeReview } from './unit-change-review';
import './unit-change-check.css';

interface Filters {
  state?: UnitChangeState;
  keyword?: string;
}

const STATE_OPTIONS = (Object.keys(UNIT_CHANGE_FLOW.states) as UnitChangeState[]).map((s) => ({ value: s, label: UNIT_CHANGE_FLOW.states[s].label }));

/** 企业账号管理 › 单位更名审核: name and credit code changes units asked for, to approve or return. */
export default function UnitChangeCheckPage() {
  const [form] = Form.useForm<Filters>();
  // Waiting requests first: that is the work to do.
  const [filters, setFilters] = useState<Filters>({ state: 'pending' });
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [open, setOpen] = useState<string | null>(null);
  const query = useChangeRequests({ ...paging, state: filters.state, keyword: filters.keyword?.trim() || undefined });

  const search = (v: Filters) => {
    setFilters(v);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  const columns: TableProps<UnitChangeRecord>['columns'] = [
    { title: '单位名称', dataIndex: 'unitName', width: 240, ellipsis: true },
    {
      title: '申请变更',
      dataIndex: 'changes',
      render: (_, r) => (
        <div className="change-summary">
          {r.changes.map((c) => (
            <div key={c.field}>
              <span className="change-summary-label">{c.label}：</span>
              {c.from} → <strong>{c.to}</strong>
            </div>
          ))}
        </div>
      ),
    },
    { title: '申请人', dataIndex: 'changedByName', width: 110 },
    { title: '提交时间', dataIndex: 'changedAt', width: 170, render: (t: string) => formatTime(t) },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: UnitChangeState) => <StateTag flow={UNIT_CHANGE_FLOW} state={s} /> },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)}>
          {r.state === 'pending' ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="单位更名审核" note="单位变更名称或统一社会信用代码须经审核，通过后立即生效并通知申请人。">
      <Form form={form} layout="inline" className="search-bar" initialValues={filters} onFinish={search}>
        <Form.Item name="state" label="审核状态">
          <Select allowClear placeholder="全部" style={{ width: 140 }} options={STATE_OPTIONS} />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input allowClear placeholder="单位名称或信用代码" maxLength={50} style={{ width: 240 }} />
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
      <Table<UnitChangeRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list}
        loading={query.isFetching}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.count ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : '暂无变更申请'} /> }}
      />
      <UnitChangeReview id={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
