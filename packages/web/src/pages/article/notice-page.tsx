import type { ArticleCategory, ArticleSummary } from '@portal/contract';
import { ARTICLE_CATEGORIES } from '@portal/contract/api/article';

import { EyeOutlined, PushpinFilled } from '@ant-design/icons';
import { Empty, Input, List, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useArticlePage } from '../../api/article';
import { choicesOf } from '../../components/choices';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import './notice.css';

const ALL = 'all';
const CATEGORY_COLOR: Record<ArticleCategory, string> = { notice: 'blue', policy: 'purple', guide: 'green' };
const CATEGORY_OPTIONS = [{ value: ALL, label: '全部' }, ...choicesOf(ARTICLE_CATEGORIES)];

/** 通知公告: published notices, pinned first, with a keyword search and a column filter. */
export default function NoticePage() {
  const navigate = useNavigate();
  const [category, setCategory] = useState<string>(ALL);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const query = useArticlePage({ ...paging, category: category === ALL ? undefined : (category as ArticleCategory), keyword: keyword || undefined });

  const filter = (next: { category?: string; keyword?: string }) => {
    const to = { category: next.category ?? category, keyword: next.keyword?.trim() ?? keyword };
    // The same search asked again means "anything new?": the query would not be sent by itself.
    if (to.category === category && to.keyword === keyword && paging.pageNo === 1) void query.refetch();
    setCategory(to.category);
    setKeyword(to.keyword);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <PageCard title="通知公告" note="平台发布的通知公告、政策法规与办事指南。">
      <div className="notice-filters">
        <Segmented options={CATEGORY_OPTIONS} value={category} onChange={(v) => filter({ category: String(v) })} />
        <Input.Search allowClear placeholder="搜索标题" maxLength={50} enterButton="搜索" style={{ width: 320 }} onSearch={(v) => filter({ keyword: v })} />
      </div>
      <List<ArticleSummary>
        className="notice-list"
        loading={query.isFetching}
        dataSource={query.data?.list}
        rowKey="id"
        renderItem={(a) => (
          <List.Item className="notice-item">
            <button type="button" className="notice-item-main" onClick={() => void navigate(recordPath(PATHS.noticeDetail, a.id))}>
              <span className="notice-item-title">
                {a.pinned && (
                  <Tag color="red" icon={<PushpinFilled />} className="notice-pin">
                    置顶
                  </Tag>
                )}
                <Tag color={CATEGORY_COLOR[a.category]}>{ARTICLE_CATEGORIES[a.category]}</Tag>
                <span className="notice-title-text">{a.title}</span>
              </span>
              <span className="notice-item-meta">
                <span>{formatTime(a.publishedAt).slice(0, 10)}</span>
                <span>
                  <EyeOutlined /> {a.viewCount}
                </span>
              </span>
            </button>
          </List.Item>
        )}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : keyword ? '没有找到相关公告' : '暂无公告'} /> }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.count ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
    </PageCard>
  );
}
