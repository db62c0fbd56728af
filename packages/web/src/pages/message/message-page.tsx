import type { MessageStatus } from '@portal/contract';
import { Badge, Tabs } from 'antd';
import { useState } from 'react';
import { useUnreadCount } from '../../api/message';
import { PageCard } from '../../components/page-card';
import { useAccess } from '../../state/session-store';
import { MessageList } from './message-list';
import { ReminderSettings } from './reminder-settings';
import './message.css';

/** Message centre: unread, read and the recycle bin. */
export default function MessagePage() {
  const [status, setStatus] = useState<MessageStatus>('unread');
  const unread = useUnreadCount(true).data ?? 0;
  // The reminders are a unit's (the reminder endpoints' permission); staff have none to set.
  const setsReminders = useAccess('companyInfo.maintain');

  return (
    <PageCard title="消息中心" note="审批结果、到期提醒等通知都会发送到这里。" extra={setsReminders ? <ReminderSettings /> : undefined}>
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
