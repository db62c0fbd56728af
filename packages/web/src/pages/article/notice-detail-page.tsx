import { ARTICLE_CATEGORIES } from '@portal/contract/api/article';

import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useArticle } from '../../api/article';
import { failureText } from '../../api/http';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { formatTime } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { RichText } from '../../components/rich-text';
import { PATHS } from '../../routes/paths';
import './notice.css';

/** 公告详情: the notice as published, with its attachments (images in the body are not listed again). */
export default function NoticeDetailPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  const query = useArticle(id);
  const a = query.data;

  if (query.isError || !id)
    return (
      <div className="notice-detail">
        <Result status="warning" title={id ? failureText(query.error) : '未指定公告'} extra={<Button onClick={() => void navigate(PATHS.notice)}>返回公告列表</Button>} />
      </div>
    );

  return (
    <article className="notice-detail">
      <Button type="link" className="notice-back" icon={<ArrowLeftOutlined />} onClick={() => void navigate(PATHS.notice)}>
        返回公告列表
      </Button>
      {!a ? (
        <Skeleton active title paragraph={{ rows: 8 }} />
      ) : (
        <>
          <header className="notice-detail-head">
            <h1>{a.title}</h1>
            <div className="notice-detail-meta">
              <span>栏目：{ARTICLE_CATEGORIES[a.category]}</span>
              <span>发布时间：{formatTime(a.publishedAt)}</span>
              <span>发布人：{a.authorName}</span>
              <span>浏览次数：{a.viewCount}</span>
            </div>
          </header>
          <RichText html={a.content} className="notice-detail-body" />
          <AttachmentUpload bizType="article" bizId={a.id} readOnly title="附件" emptyText="本公告没有附件" exclude={(f) => a.content.includes(`attsysid=${f.attsysid}`)} />
        </>
      )}
    </article>
  );
}
