import type { MessageItem, MessageStatus } from '@portal/contract';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useMarkAllRead, useMessageAction, useMessagePage } from '../../api/message';
import { formatTime } from '../../components/format';
import { SearchTable, type SearchColumn, type SearchField } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { MessageDetail } from './message-detail';

interface Filters {
  keyword?: string;
}

const FIELDS: SearchField<Filters>[] = [{ name: 'keyword', label: '关键字', input: <Input allowClear placeholder="标题或内容" maxLength={50} /> }];

/** One tab of the message centre: a page of messages, the actions its status allows, and the reader. */
export function MessageList({ status }: { status: MessageStatus }) {
  const { message, modal } = App.useApp();
  const table = useSearchTable<Filters>();
  const [selected, setSelected] = useState<string[]>([]);
  const [reading, setReading] = useState<MessageItem | null>(null);
  const query = useMessagePage({ status, keyword: table.filters.keyword || undefined, pageNo: table.pageNo, pageSize: table.pageSize });
  const markRead = useMessageAction('markRead');
  const remove = useMessageAction('delete');
  const restore = useMessageAction('restore');
  const purge = useMessageAction('purge');
  const markAll = useMarkAllRead();
  const busy = markRead.isPending || remove.isPending || restore.isPending || purge.isPending || markAll.isPending;

  const list = query.data?.list;
  // After the last rows of a page are moved away, show the page before it (adjusted while rendering, before the empty page shows).
  if (list && list.length === 0 && table.pageNo > 1) table.setPage(table.pageNo - 1, table.pageSize);

  const run = async (action: typeof markRead, ids: string[], done: string) => {
    await action.mutateAsync(ids);
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    message.success(done);
  };
  const act = (p: Promise<void>) => void p.catch(() => undefined);

  const read = (item: MessageItem) => {
    setReading(item);
    if (item.status === 'unread') act(markRead.mutateAsync([item.id]).then(() => undefined));
  };

  const confirmPurge = (ids: string[]) => {
    modal.confirm({
      title: '彻底删除',
      content: `彻底删除后无法恢复，确定删除选中的 ${ids.length} 条消息吗？`,
      okText: '彻底删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => run(purge, ids, '已彻底删除'),
    });
  };

  const rowActions = (item: MessageItem) => {
    if (status === 'trash')
      return (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => act(run(restore, [item.id], '已恢复'))}>
            恢复
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmPurge([item.id])}>
            彻底删除
          </Button>
        </Space>
      );
    return (
      <Space size={4}>
        {status === 'unread' && (
          <Button type="link" size="small" onClick={() => act(run(markRead, [item.id], '已标记为已读'))}>
            标为已读
          </Button>
        )}
        <Button type="link" size="small" danger onClick={() => act(run(remove, [item.id], '已移入回收站'))}>
          删除
        </Button>
      </Space>
    );
  };

  const columns: SearchColumn<MessageItem>[] = [
    {
      key: 'title',
      title: '标题',
      dataIndex: 'title',
      render: (t: string, item) => (
        <button type="button" className={`message-title${item.status === 'unread' ? ' message-title-unread' : ''}`} onClick={() => read(item)}>
          {item.status === 'unread' && <span className="message-dot" aria-label="未读" />}
          {t}
        </button>
      ),
    },
    { key: 'content', title: '内容', dataIndex: 'content', ellipsis: true },
    { key: 'createdAt', title: '发送时间', dataIndex: 'createdAt', width: 180, render: (t: string) => formatTime(t) },
    { key: 'actions', title: '操作', always: true, width: status === 'read' ? 90 : 170, render: (_, item) => rowActions(item) },
  ];

  const none = selected.length === 0;
  return (
    <>
      <SearchTable<MessageItem, Filters>
        table={table}
        result={query}
        fields={FIELDS}
        columns={columns}
        rowKey="id"
        empty={table.filters.keyword ? '没有找到相关消息' : EMPTY[status]}
        formName={`messages-${status}`}
        toolbar={
          <>
            {status === 'unread' && (
              <>
                <Button disabled={none || busy} onClick={() => act(run(markRead, selected, '已标记为已读'))}>
                  标为已读
                </Button>
                <Button type="primary" disabled={!list?.length || busy} onClick={() => act(markAll.mutateAsync().then(() => void message.success('全部消息已标为已读')))}>
                  全部标为已读
                </Button>
              </>
            )}
            {status !== 'trash' && (
              <Button danger disabled={none || busy} onClick={() => act(run(remove, selected, '已移入回收站'))}>
                删除
              </Button>
            )}
            {status === 'trash' && (
              <>
                <Button disabled={none || busy} onClick={() => act(run(restore, selected, '已恢复'))}>
                  恢复
                </Button>
                <Button danger disabled={none || busy} onClick={() => confirmPurge(selected)}>
                  彻底删除
                </Button>
              </>
            )}
            <span className="message-toolbar-note">{none ? '' : `已选择 ${selected.length} 条`}</span>
          </>
        }
        tableProps={{ rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } }}
      />
      <MessageDetail item={reading} onClose={() => setReading(null)} />
    </>
  );
}

const EMPTY: Record<MessageStatus, string> = {
  unread: '没有未读消息',
  read: '没有已读消息',
  trash: '回收站是空的',
};
