import { PushpinFilled } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useLatestArticles } from '../../api/article';
import { formatTime } from '../../components/format';
import { PATHS, recordPath } from '../../routes/paths';
import { useAccess } from '../../state/session-store';

const LIMIT = 6;

/** The newest published notices, pinned first, each leading to its detail page. */
export function LatestNotices() {
  const allowed = useAccess('notice');
  const navigate = useNavigate();
  const query = useLatestArticles(LIMIT, allowed);
  if (!allowed) return null;

  return (
    <Card
      className="home-card"
      variant="borderless"
      title="通知公告"
      extra={
        <Button type="link" size="small" onClick={() => void navigate(PATHS.notice)}>
          更多
        </Button>
      }
    >
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.data?.length ? (
        <ul className="home-messages home-notices">
          {query.data.map((a) => (
            <li key={a.id}>
              <button type="button" className="home-message" onClick={() => void navigate(recordPath(PATHS.noticeDetail, a.id))}>
                <span className="home-message-title">
                  {a.pinned && (
                    <Tag color="red" icon={<PushpinFilled />} className="home-notice-pin">
                      置顶
                    </Tag>
                  )}
                  {a.title}
                </span>
                <span className="home-message-time">{formatTime(a.publishedAt).slice(0, 10)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '公告暂时无法读取' : '暂无公告'} />
      )}
    </Card>
  );
}
