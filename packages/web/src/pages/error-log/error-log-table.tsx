import type { ErrorLogEntry } from '@portal/contract';
import { Button, Empty, Form, Input, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState, type Key } from 'react';
import { useErrorLogPage, type ErrorLogQuery } from '../../api/error-log';
import { formatTime } from '../../components/format';
import './error-log.css';

const TYPE_LABEL: Record<string, { text: string; color: string }> = {
  script: { text: '脚本错误', color: 'orange' },
  ajax: { text: '接口错误', color: 'blue' },
};

interface Filters {
  type?: ErrorLogQuery['type'];
  keyword?: string;
}

/** Error log entries with a type filter, a keyword search and paging; the server decides whose entries come back. */
export function ErrorLogTable({ showUser }: { showUser: boolean }) {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useErrorLogPage({ ...paging, type: filters.type, keyword: filters.keyword?.trim() || undefined });
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const search = (v: Filters) => {
    setFilters(v);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  const columns: TableProps<ErrorLogEntry>['columns'] = [
    { title: '时间', dataIndex: 'time', width: 170, render: (t: string) => formatTime(t) },
    {
      title: '类型',
      dataIndex: 'type',
      width: 100,
      render: (t: string) => <Tag color={TYPE_LABEL[t]?.color}>{TYPE_LABEL[t]?.text ?? t}</Tag>,
    },
    { title: '错误码', dataIndex: 'code', width: 80 },
    {
      title: '错误信息',
      dataIndex: 'message',
      ellipsis: true,
      render: (m: string) => m.split('\n')[0],
    },
    { title: '页面地址', dataIndex: 'url', ellipsis: true, width: 260 },
    ...(showUser ? [{ title: '用户', dataIndex: 'userName', width: 120, render: (n: string) => n || '未登录访客' }] : []),
  ];

  return (
    <>
      <Form form={form} layout="inline" className="search-bar" onFinish={search}>
        <Form.Item name="type" label="错误类型">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 140 }}
            options={[
              { value: 'script', label: '脚本错误' },
              { value: 'ajax', label: '接口错误' },
            ]}
          />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input allowClear placeholder={showUser ? '错误信息、页面地址或用户' : '错误信息或页面地址'} maxLength={100} style={{ width: 240 }} />
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
      <Table<ErrorLogEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list}
        loading={query.isFetching}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: setExpanded,
          expandedRowRender: (r) => (
            <div className="error-detail">
              <Typography.Paragraph className="error-detail-message">{r.message}</Typography.Paragraph>
              <div>页面地址：{r.url || '无'}</div>
              <div>浏览器：{r.userAgent || '未知'}</div>
            </div>
          ),
        }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.count ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : '暂无错误记录'} /> }}
      />
    </>
  );
}
