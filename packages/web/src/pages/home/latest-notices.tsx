import { PushpinFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useLatestArticles } from '../../api/article';
import { formatTime } from '../../components/format';
import { EmptyState } from '../../components/lite/empty-state';
import { SkeletonLines } from '../../components/lite/skeleton';
import { LiteTag } from '../../components/lite/tag';
import { PATHS, recordPath } from '../../routes/paths';
import { useAccess } from '../../state/session-store';
import { HomeCard } from './home-card';

const LIMIT = 6;

/** The newest published notices, pinned first, each leading to its detail page. */
export function LatestNotices() {
  const allowed = useAccess('notice');
  const navigate = useNavigate();
  const query = useLatestArticles(LIMIT, allowed);
  if (!allowed) return null;

  return (
    <HomeCard title="通知公告" more={{ to: PATHS.notice, text: '更多' }}>
      {query.isLoading ? (
        <SkeletonLines />
      ) : query.data?.length ? (
        <ul className="home-messages home-notices">
          {query.data.map((a) => (
            <li key={a.id}>
              <button type="button" className="home-message" onClick={() => void navigate(recordPath(PATHS.noticeDetail, a.id))}>
                <span className="home-message-title">
                  {a.pinned && (
                    <LiteTag color="red" icon={<PushpinFilled />} className="home-notice-pin">
                      置顶
                    </LiteTag>
                  )}
                  {a.title}
                </span>
                <span className="home-message-time">{formatTime(a.publishedAt).slice(0, 10)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState description={query.isError ? '公告暂时无法读取' : '暂无公告'} />
      )}
    </HomeCard>
  );
}
