import type { SmsOutboxEntry } from '@portal/contract';
import { Input, Tag } from 'antd';
import { useSmsOutbox } from '../../api/sms';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';

const PROVIDERS: Record<string, string> = { outbox: '仅写入发件箱', http: '短信网关' };

interface Filters {
  mobile?: string;
}

const columns: SearchColumn<SmsOutboxEntry>[] = [
  { key: 'createdAt', title: '时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatTime(t) },
  { key: 'mobile', title: '手机号', dataIndex: 'mobile', width: 130 },
  { key: 'content', title: '短信内容', dataIndex: 'content' },
  { key: 'provider', title: '发送方式', dataIndex: 'provider', width: 130, render: (p: string) => PROVIDERS[p] ?? p },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (s: SmsOutboxEntry['status']) => (s === 'sent' ? <Tag color="success">已发送</Tag> : <Tag color="error">发送失败</Tag>),
  },
  { key: 'error', title: '失败原因', dataIndex: 'error', width: 220, ellipsis: true, render: (e: string) => e || '—' },
];

/** 系统维护 › 短信发件箱: every text message the platform sent or tried to, newest first. */
export default function SmsOutboxPage() {
  const table = useSearchTable<Filters>();
  const query = useSmsOutbox({ pageNo: table.pageNo, pageSize: table.pageSize, mobile: table.filters.mobile?.trim() || undefined });

  return (
    <PageCard title="短信发件箱" note="平台发出的短信验证码与通知。未接入短信网关时，短信只写入这里，可据此核对。">
      <SearchTable<SmsOutboxEntry, Filters>
        table={table}
        result={query}
        fields={[{ name: 'mobile', label: '手机号', input: <Input allowClear placeholder="完整或部分手机号" maxLength={11} /> }]}
        columns={columns}
        rowKey="id"
        empty="发件箱是空的"
      />
    </PageCard>
  );
}
