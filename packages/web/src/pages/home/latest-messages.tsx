import { Badge, Button, Card, Empty, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useMessagePage, useUnreadCount } from '../../api/message';
import { formatTime } from '../../components/format';
import { PATHS } from '../../routes/paths';
import { useAccess } from '../../state/session-store';

/** The newest unread messages, with the way to the message centre. */
export function LatestMessages() {
  const allowed = useAccess('message');
  const navigate = useNavigate();
  const unread = useUnreadCount(allowed).data ?? 0;
  const query = useMessagePage({ status: 'unread', pageNo: 1, pageSize: 5 }, allowed);
  if (!allowed) return null;

  return (
    <Card
      className="home-card"
      variant="borderless"
      title={
        <span className="home-card-title">
          未读消息 <Badge count={unread} size="small" overflowCount={99} />
        </span>
      }
      extra={
        <Button type="link" size="small" onClick={() => void navigate(PATHS.messages)}>
          查看全部
        </Button>
      }
    >
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.data?.list.length ? (
        <ul className="home-messages">
          {query.data.list.map((m) => (
            <li key={m.id}>
              <button type="button" className="home-message" onClick={() => void navigate(PATHS.messages)}>
                <span className="home-message-title">{m.title}</span>
                <span className="home-message-time">{formatTime(m.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有未读消息" />
      )}
    </Card>
  );
}
