import type { DictTypeInfo } from '@portal/contract';
import { Empty, Menu, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useDictTypes } from '../../api/dict';
import { PageCard } from '../../components/page-card';
import { DictItems } from './dict-items';
import './dict.css';

/** 系统维护 › 字典维护: pick a dictionary on the left, browse and edit its items on the right. */
export default function DictPage() {
  const types = useDictTypes();
  const [picked, setPicked] = useState<string | null>(null);
  const current: DictTypeInfo | undefined = types.data?.find((t) => t.type === picked) ?? types.data?.[0];

  return (
    <PageCard title="字典维护" note="下拉选项与区域等代码表。字典值创建后不可修改；不再使用的项请停用，已有记录仍显示其名称。">
      <div className="dict-layout">
        <aside className="dict-types" aria-label="字典类型">
          {types.isLoading ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <Menu
              mode="inline"
              selectedKeys={current ? [current.type] : []}
              onClick={(e) => setPicked(e.key)}
              items={types.data?.map((t) => ({
                key: t.type,
                label: (
                  <span className="dict-type">
                    <span>{t.label}</span>
                    <span className="dict-type-count" aria-label={`${t.count} 项`}>
                      {t.count}
                    </span>
                  </span>
                ),
              }))}
            />
          )}
        </aside>
        <section className="dict-main">
          {current ? (
            <>
              <h3 className="dict-main-title">
                {current.label}
                <code>{current.type}</code>
                {current.tree && <Tag color="blue">分层字典</Tag>}
              </h3>
              <DictItems key={current.type} info={current} />
            </>
          ) : (
            !types.isLoading && <Empty description="没有字典类型" />
          )}
        </section>
      </div>
    </PageCard>
  );
}
