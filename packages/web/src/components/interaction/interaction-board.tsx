import { INTERACTION_FLOW, INTERACTION_OBJECTS, type InteractionState, type InteractionThread } from '@portal/contract/api/interaction';

import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useInteractionList, useInteractionRecord } from '../../api/interaction';
import { formatTime } from '../format';
import { usePageParam } from '../page-param';
import { choiceField, flowStates, keywordField, stateField } from '../search-table/list-fields';
import { openOnDoubleClick } from '../search-table/row-actions';
import { SearchTable, type SearchColumn } from '../search-table/search-table';
import { useSearchTable } from '../search-table/use-search-table';
import { StateTag } from '../state-tag';
import { ThreadView } from './thread-view';
import './interaction.css';

interface Filters {
  state?: InteractionState;
  keyword?: string;
  unread?: 'unread';
}

/**
 * The threads of the viewer's side, newest activity first, with the posts it has not read as a badge; a thread opens in
 * a drawer (at once when the page is opened with ?id=, as a message's link does).
 */
export function InteractionBoard({ side }: { side: 'company' | 'body' }) {
  const [openId, setOpenId] = useState(usePageParam('id'));
  const table = useSearchTable<Filters>();
  const { filters } = table;
  const result = useInteractionList({
    pageNo: table.pageNo,
    pageSize: table.pageSize,
    state: filters.state,
    keyword: filters.keyword?.trim() || undefined,
    unreadOnly: filters.unread === 'unread',
  });
  const columns: SearchColumn<InteractionThread>[] = [
    {
      key: 'subject',
      title: '主题',
      render: (_, r) => (
        <span className="ia-subject">
          <Button type="link" size="small" onClick={() => setOpenId(r.id)}>
            {r.subject}
          </Button>
          <Badge count={r.unread} size="small" title={`${r.unread}条未读`} />
        </span>
      ),
    },
    {
      key: 'object',
      title: '互动对象',
      width: 240,
      render: (_, r) => (r.reportNo ? `${INTERACTION_OBJECTS.report} ${r.reportNo}` : `${INTERACTION_OBJECTS.apply} ${r.applyNo}`),
    },
    side === 'company' ? { key: 'org', title: '检验机构', dataIndex: 'orgName', width: 200 } : { key: 'unit', title: '使用单位', dataIndex: 'unitName', width: 200 },
    { key: 'last', title: '最新回复', width: 250, render: (_, r) => `${r.lastAuthorName} ${formatTime(r.lastPostAt)}` },
    { key: 'posts', title: '回复数', dataIndex: 'postCount', width: 70 },
    { key: 'state', title: '状态', width: 80, render: (_, r) => <StateTag flow={INTERACTION_FLOW} state={r.state} /> },
    {
      key: 'actions',
      title: '操作',
      width: 70,
      always: true,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpenId(r.id)}>
          查看
        </Button>
      ),
    },
  ];
  // The same query the thread view reads: its subject heads the drawer.
  const current = useInteractionRecord(openId).data?.thread;
  return (
    <>
      <SearchTable<InteractionThread, Filters>
        table={table}
        result={result}
        fields={[stateField(flowStates(INTERACTION_FLOW)), choiceField('unread', '阅读', [{ value: 'unread', label: '只看未读' }]), keywordField('主题、申请编号或报告编号')]}
        columns={columns}
        rowKey="id"
        empty="暂无检验互动"
        tableProps={openOnDoubleClick((r: InteractionThread) => setOpenId(r.id))}
      />
      <Drawer open={!!openId} size={720} title={current?.subject ?? '检验互动'} onClose={() => setOpenId('')} destroyOnHidden>
        {openId && <ThreadView id={openId} />}
      </Drawer>
    </>
  );
}
