import type { ArticleCategory, ArticleState, ArticleSummary } from '@portal/contract';
import { ARTICLE_CATEGORIES, ARTICLE_FLOW } from '@portal/contract/api/article';

import { findTransition } from '@portal/contract/domain/workflow';

import { PushpinFilled } from '@ant-design/icons';
import { App, Button, Input, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useAdminArticlePage, useArticleAction, usePinArticle } from '../../api/article';
import { AddButton } from '../../components/add-button';
import { choicesOf } from '../../components/choices';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { listQuery } from '../../components/search-table/list-fields';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { StateTag } from '../../components/state-tag';
import { NoticeEditor } from './notice-editor';
import './notice-admin.css';

const STATE_OPTIONS = (Object.keys(ARTICLE_FLOW.states) as ArticleState[]).map((s) => ({ value: s, label: ARTICLE_FLOW.states[s].label }));
const CATEGORY_OPTIONS = choicesOf(ARTICLE_CATEGORIES);

interface Filters {
  keyword?: string;
  category?: ArticleCategory;
  status?: ArticleState;
}

/** 系统维护 › 公告维护: every notice in every state; write, publish, withdraw, pin. */
export default function NoticeAdminPage() {
  const { message } = App.useApp();
  const table = useSearchTable<Filters>();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const query = useAdminArticlePage(listQuery(table));
  const action = useArticleAction();
  const pin = usePinArticle();

  const act = (a: ArticleSummary, kind: 'publish' | 'withdraw') =>
    action.mutateAsync({ id: a.id, version: a.version, action: kind }).then(
      () => void message.success(kind === 'publish' ? '公告已发布' : '公告已撤回'),
      () => undefined,
    );

  const columns: SearchColumn<ArticleSummary>[] = [
    {
      key: 'title',
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (t: string, a) => (
        <span className="notice-admin-title">
          {a.pinned && <PushpinFilled className="notice-admin-pin" aria-label="置顶" />}
          {t}
        </span>
      ),
    },
    { key: 'category', title: '栏目', dataIndex: 'category', width: 100, render: (c: ArticleCategory) => ARTICLE_CATEGORIES[c] },
    { key: 'status', title: '状态', dataIndex: 'status', width: 90, render: (s: ArticleState) => <StateTag flow={ARTICLE_FLOW} state={s} /> },
    { key: 'publishedAt', title: '发布时间', dataIndex: 'publishedAt', width: 170, render: (t: string | null) => formatTime(t) || '—' },
    { key: 'authorName', title: '发布人', dataIndex: 'authorName', width: 110 },
    { key: 'viewCount', title: '浏览', dataIndex: 'viewCount', width: 70 },
    {
      key: 'actions',
      title: '操作',
      width: 220,
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ id: a.id })}>
            编辑
          </Button>
          {findTransition(ARTICLE_FLOW, a.status, 'publish') && (
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits a returned promise (its OK button spins and the popup stays until it settles), though its type says void
            <Popconfirm title="发布公告" description="发布后所有用户都能看到这条公告。" okText="发布" cancelText="取消" onConfirm={() => act(a, 'publish')}>
              <Button type="link" size="small">
                发布
              </Button>
            </Popconfirm>
          )}
          {findTransition(ARTICLE_FLOW, a.status, 'withdraw') && (
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits a returned promise (its OK button spins and the popup stays until it settles), though its type says void
            <Popconfirm title="撤回公告" description="撤回后用户将看不到这条公告，可再次发布。" okText="撤回" cancelText="取消" onConfirm={() => act(a, 'withdraw')}>
              <Button type="link" size="small" danger>
                撤回
              </Button>
            </Popconfirm>
          )}
          <Button
            type="link"
            size="small"
            onClick={() =>
              void pin.mutateAsync({ id: a.id, version: a.version, pinned: !a.pinned }).then(
                () => void message.success(a.pinned ? '已取消置顶' : '已置顶'),
                () => undefined,
              )
            }
          >
            {a.pinned ? '取消置顶' : '置顶'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="公告维护" note="新公告先保存为草稿，发布后出现在通知公告和首页；置顶的公告排在最前。" extra={<AddButton onClick={() => setEditing({})}>新建公告</AddButton>}>
      <SearchTable<ArticleSummary, Filters>
        table={table}
        result={query}
        fields={[
          { name: 'keyword', label: '标题', input: <Input allowClear placeholder="搜索标题" maxLength={50} /> },
          { name: 'category', label: '栏目', input: <Select allowClear placeholder="全部栏目" options={CATEGORY_OPTIONS} /> },
          { name: 'status', label: '状态', input: <Select allowClear placeholder="全部状态" options={STATE_OPTIONS} /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="暂无公告"
      />
      <NoticeEditor target={editing} onClose={() => setEditing(null)} />
    </PageCard>
  );
}
