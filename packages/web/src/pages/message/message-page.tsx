import type { MessageStatus } from '@portal/contract';
import { Badge, Tabs } from 'antd';
import { useState } from 'react';
import { useUnreadCount } from '../../api/message';
import { PageCard } from '../../components/page-card';
import { MessageList } from './message-list';
import './message.css';

/** Message centre: unread, read and the recycle bin. */
export default function MessagePage() {
  const [status, setStatus] = useState<MessageStatus>('unread');
  const unread = useUnreadCount(true).data ?? 0;

  return (
    <PageCard title="消息中心" note="审批结果、到期提醒等通知都会发送到这里。">
      <Tabs
        activeKey={status}
        onChange={(k) => setStatus(k as MessageStatus)}
        items={[
          {
            key: 'unread',
            label: (
              <span className="message-tab">
                未读消息 <Badge count={unread} size="small" overflowCount={99} />
              </span>
            ),
          },
          { key: 'read', label: '已读消息' },
          { key: 'trash', label: '回收站' },
        ]}
      />
      <MessageList key={status} status={status} />
    </PageCard>
  );
}
