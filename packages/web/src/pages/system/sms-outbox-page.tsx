import type { SmsOutboxEntry } from '@portal/contract';
import { Button, Empty, Form, Input, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useSmsOutbox } from '../../api/sms';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';

const PROVIDERS: Record<string, string> = { outbox: '仅写入发件箱', http: '短信网关' };

const columns: TableProps<SmsOutboxEntry>['columns'] = [
  { title: '时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatTime(t) },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  { title: '短信内容', dataIndex: 'content' },
  { title: '发送方式', dataIndex: 'provider', width: 130, render: (p: string) => PROVIDERS[p] ?? p },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (s: SmsOutboxEntry['status']) => (s === 'sent' ? <Tag color="success">已发送</Tag> : <Tag color="error">发送失败</Tag>),
  },
  { title: '失败原因', dataIndex: 'error', width: 220, ellipsis: true, render: (e: string) => e || '—' },
];

/** 系统维护 › 短信发件箱: every text message the platform sent or tried to, newest first. */
export default function SmsOutboxPage() {
  const [form] = Form.useForm<{ mobile?: string }>();
  const [mobile, setMobile] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useSmsOutbox({ ...paging, mobile: mobile || undefined });

  const search = (m: string) => {
    setMobile(m.trim());
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <PageCard title="短信发件箱" note="平台发出的短信验证码与通知。未接入短信网关时，短信只写入这里，可据此核对。">
      <Form form={form} layout="inline" className="search-bar" onFinish={(v) => search(v.mobile ?? '')}>
        <Form.Item name="mobile" label="手机号">
          <Input allowClear placeholder="完整或部分手机号" maxLength={11} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search('');
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<SmsOutboxEntry>
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
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : '发件箱是空的'} /> }}
      />
    </PageCard>
  );
}
