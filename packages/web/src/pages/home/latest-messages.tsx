import { useNavigate } from 'react-router';
import { useMessagePage, useUnreadCount } from '../../api/message';
import { formatTime } from '../../components/format';
import { CountBadge } from '../../components/lite/count-badge';
import { EmptyState } from '../../components/lite/empty-state';
import { SkeletonLines } from '../../components/lite/skeleton';
import { PATHS } from '../../routes/paths';
import { useAccess } from '../../state/session-store';
import { HomeCard } from './home-card';

/** The newest unread messages, with the way to the message centre. */
export function LatestMessages() {
  const allowed = useAccess('message');
  const navigate = useNavigate();
  const unread = useUnreadCount(allowed).data ?? 0;
  const query = useMessagePage({ status: 'unread', pageNo: 1, pageSize: 5 }, allowed);
  if (!allowed) return null;

  return (
    <HomeCard
      title={
        <span className="home-card-title">
          未读消息 <CountBadge count={unread} />
        </span>
      }
      more={{ to: PATHS.messages, text: '查看全部' }}
    >
      {query.isLoading ? (
        <SkeletonLines />
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
        <EmptyState description="没有未读消息" />
      )}
    </HomeCard>
  );
}
