import type { ErrorLogEntry } from '@portal/contract';
import { Input, Tag, Typography } from 'antd';
import { useState, type Key } from 'react';
import { useErrorLogPage, type ErrorLogQuery } from '../../api/error-log';
import { formatTime } from '../../components/format';
import { choiceField, listQuery } from '../../components/search-table/list-fields';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import './error-log.css';

const TYPE_LABEL: Record<string, { text: string; color: string }> = {
  script: { text: '脚本错误', color: 'orange' },
  ajax: { text: '接口错误', color: 'blue' },
};
const TYPE_OPTIONS = Object.entries(TYPE_LABEL).map(([value, t]) => ({ value, label: t.text }));

interface Filters {
  type?: ErrorLogQuery['type'];
  keyword?: string;
}

/** Error log entries with a type filter, a keyword search and paging; the server decides whose entries come back. */
export function ErrorLogTable({ showUser }: { showUser: boolean }) {
  const table = useSearchTable<Filters>();
  const query = useErrorLogPage(listQuery(table));
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const columns: SearchColumn<ErrorLogEntry>[] = [
    { key: 'time', title: '时间', dataIndex: 'time', width: 170, render: (t: string) => formatTime(t) },
    {
      key: 'type',
      title: '类型',
      dataIndex: 'type',
      width: 100,
      render: (t: string) => <Tag color={TYPE_LABEL[t]?.color}>{TYPE_LABEL[t]?.text ?? t}</Tag>,
    },
    { key: 'code', title: '错误码', dataIndex: 'code', width: 80 },
    {
      key: 'message',
      title: '错误信息',
      dataIndex: 'message',
      ellipsis: true,
      render: (m: string) => m.split('\n')[0],
    },
    { key: 'url', title: '页面地址', dataIndex: 'url', ellipsis: true, width: 260 },
    ...(showUser ? [{ key: 'userName', title: '用户', dataIndex: 'userName', width: 120, render: (n: string) => n || '未登录访客' }] : []),
  ];

  return (
    <SearchTable<ErrorLogEntry, Filters>
      table={table}
      result={query}
      fields={[
        choiceField('type', '错误类型', TYPE_OPTIONS),
        { name: 'keyword', label: '关键字', input: <Input allowClear placeholder={showUser ? '错误信息、页面地址或用户' : '错误信息或页面地址'} maxLength={100} /> },
      ]}
      columns={columns}
      rowKey="id"
      empty="暂无错误记录"
      tableProps={{
        expandable: {
          expandedRowKeys: expanded,
          onExpandedRowsChange: setExpanded,
          expandedRowRender: (r) => (
            <div className="error-detail">
              <Typography.Paragraph className="error-detail-message">{r.message}</Typography.Paragraph>
              <div>页面地址：{r.url || '无'}</div>
              <div>浏览器：{r.userAgent || '未知'}</div>
            </div>
          ),
        },
      }}
    />
  );
}
