import type { DictItem, DictStatus, DictTypeInfo } from '@portal/contract';
import { App, Breadcrumb, Button, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useDictPage, useSetDictStatus } from '../../api/dict';
import { AddButton } from '../../components/add-button';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { DictItemDialog } from './dict-item-dialog';

interface Level {
  value: string;
  label: string;
}

interface Filters {
  keyword?: string;
  status?: DictStatus;
}

type Editing = { mode: 'add'; parentValue: string } | { mode: 'edit'; item: DictItem } | null;

const STATUS_OPTIONS = [
  { value: 'enabled', label: '启用' },
  { value: 'disabled', label: '停用' },
];

/** The items of one dictionary: a level at a time for tree types, or a search across all levels. */
export function DictItems({ info }: { info: DictTypeInfo }) {
  const { message } = App.useApp();
  const [trail, setTrail] = useState<Level[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  // Dictionaries run long (the area tree): more rows a page than other lists.
  const table = useSearchTable<Filters>({ pageSize: 20 });
  const setItemStatus = useSetDictStatus();
  const parentValue = trail.at(-1)?.value ?? '';
  const keyword = table.filters.keyword?.trim() ?? '';
  // A search looks through every level, so the table then says where each item sits.
  const searching = keyword !== '';
  const query = useDictPage({
    type: info.type,
    parentValue: searching ? undefined : parentValue,
    keyword: keyword || undefined,
    status: table.filters.status,
    pageNo: table.pageNo,
    pageSize: table.pageSize,
  });

  // Moving along the trail leaves the search and starts at the first page.
  const goTo = (levels: Level[]) => {
    setTrail(levels);
    table.search({ ...table.filters, keyword: undefined });
  };

  const toggle = (item: DictItem) => {
    const next: DictStatus = item.status === 'enabled' ? 'disabled' : 'enabled';
    setItemStatus.mutateAsync({ id: item.id, status: next, version: item.version }).then(
      () => void message.success(next === 'enabled' ? `已启用“${item.label}”` : `已停用“${item.label}”`),
      () => undefined,
    );
  };

  const columns: SearchColumn<DictItem>[] = [
    { key: 'value', title: '字典值', dataIndex: 'value', width: 150, render: (v: string) => <code className="dict-value">{v}</code> },
    {
      key: 'label',
      title: '名称',
      dataIndex: 'label',
      render: (label: string, item) => (
        <span className={item.status === 'disabled' ? 'dict-disabled' : undefined}>
          {label}
          {info.tree && !searching && (
            <Button type="link" size="small" onClick={() => goTo([...trail, { value: item.value, label: item.label }])}>
              下级
            </Button>
          )}
        </span>
      ),
    },
    ...(searching && info.tree ? [{ key: 'parentValue', title: '上级', dataIndex: 'parentValue', width: 110, render: (v: string) => v || '顶级' }] : []),
    { key: 'sort', title: '排序', dataIndex: 'sort', width: 80 },
    { key: 'status', title: '状态', dataIndex: 'status', width: 80, render: (s: DictStatus) => (s === 'enabled' ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>) },
    { key: 'remark', title: '备注', dataIndex: 'remark', ellipsis: true, render: (r: string) => r || '—' },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', item })}>
            编辑
          </Button>
          <Popconfirm
            title={item.status === 'enabled' ? '停用字典项' : '启用字典项'}
            description={item.status === 'enabled' ? `停用后“${item.label}”不再出现在选项中，已有记录仍显示其名称。` : `启用后“${item.label}”重新出现在选项中。`}
            okText={item.status === 'enabled' ? '停用' : '启用'}
            cancelText="取消"
            onConfirm={() => toggle(item)}
          >
            <Button type="link" size="small" danger={item.status === 'enabled'}>
              {item.status === 'enabled' ? '停用' : '启用'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      {info.tree && (
        <Breadcrumb
          className="dict-trail"
          items={[{ title: '顶级' }, ...trail.map((l) => ({ title: l.label }))].map((item, i, all) => ({
            title: i < all.length - 1 ? <a onClick={() => goTo(trail.slice(0, i))}>{item.title}</a> : item.title,
          }))}
        />
      )}
      <SearchTable<DictItem, Filters>
        // A new level starts a fresh form, so the search box no longer shows the search just left.
        key={parentValue}
        table={table}
        result={query}
        fields={[
          { name: 'keyword', label: '关键字', input: <Input allowClear placeholder={info.tree ? '按字典值或名称搜索全部层级' : '按字典值或名称搜索'} maxLength={50} /> },
          { name: 'status', label: '状态', input: <Select allowClear placeholder="全部状态" options={STATUS_OPTIONS} /> },
        ]}
        columns={columns}
        rowKey="id"
        empty={trail.length ? '该项没有下级' : '暂无字典项'}
        totalText={(n) => `共 ${n} 项`}
        toolbar={<AddButton onClick={() => setEditing({ mode: 'add', parentValue })}>新增字典项</AddButton>}
      />
      <DictItemDialog info={info} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
