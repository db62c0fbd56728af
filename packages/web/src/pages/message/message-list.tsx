import type { MessageItem, MessageStatus } from '@portal/contract';
import { App, Button, Empty, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useMarkAllRead, useMessageAction, useMessagePage } from '../../api/message';
import { formatTime } from '../../components/format';
import { useTableFit } from '../../components/search-table/table-fit';
import { MessageDetail } from './message-detail';

/** One tab of the message centre: a page of messages, the actions its status allows, and the reader. */
export function MessageList({ status }: { status: MessageStatus }) {
  const fit = useTableFit();
  const { message, modal } = App.useApp();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [reading, setReading] = useState<MessageItem | null>(null);
  const query = useMessagePage({ status, ...paging });
  const markRead = useMessageAction('markRead');
  const remove = useMessageAction('delete');
  const restore = useMessageAction('restore');
  const purge = useMessageAction('purge');
  const markAll = useMarkAllRead();
  const busy = markRead.isPending || remove.isPending || restore.isPending || purge.isPending || markAll.isPending;

  const list = query.data?.list;
  // After the last rows of a page are moved away, show the page before it (adjusted while rendering, before the empty page shows).
  if (list && list.length === 0 && paging.pageNo > 1) setPaging((p) => ({ ...p, pageNo: p.pageNo - 1 }));

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

  const columns: TableProps<MessageItem>['columns'] = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (t: string, item) => (
        <button type="button" className={`message-title${item.status === 'unread' ? ' message-title-unread' : ''}`} onClick={() => read(item)}>
          {item.status === 'unread' && <span className="message-dot" aria-label="未读" />}
          {t}
        </button>
      ),
    },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '发送时间', dataIndex: 'createdAt', width: 180, render: (t: string) => formatTime(t) },
    { title: '操作', key: 'actions', width: status === 'read' ? 90 : 170, render: (_, item) => rowActions(item) },
  ];

  const none = selected.length === 0;
  return (
    <>
      <div className="message-toolbar">
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
      </div>
      <Table<MessageItem>
        rowKey="id"
        size="middle"
        {...fit(columns)}
        columns={columns}
        dataSource={list}
        loading={query.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.count ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : EMPTY[status]} />,
        }}
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
