import type { DictItem, DictStatus, DictTypeInfo } from '@portal/contract';
import { PlusOutlined } from '@ant-design/icons';
import { App, Breadcrumb, Button, Empty, Input, Popconfirm, Select, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useDictPage, useSetDictStatus } from '../../../api/dict';
import { DictItemDialog } from './dict-item-dialog';

interface Level {
  value: string;
  label: string;
}

type Editing = { mode: 'add'; parentValue: string } | { mode: 'edit'; item: DictItem } | null;

/** The items of one dictionary: a level at a time for tree types, or a search across all levels. */
export function DictItems({ info }: { info: DictTypeInfo }) {
  const { message } = App.useApp();
  const [trail, setTrail] = useState<Level[]>([]);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<DictStatus | undefined>();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<Editing>(null);
  const setItemStatus = useSetDictStatus();
  const parentValue = trail.at(-1)?.value ?? '';
  // A search looks through every level, so the table then says where each item sits.
  const searching = keyword !== '';
  const query = useDictPage({ type: info.type, parentValue: searching ? undefined : parentValue, keyword: keyword || undefined, status, ...paging });

  const goTo = (levels: Level[]) => {
    setTrail(levels);
    setKeyword('');
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  const toggle = (item: DictItem) => {
    const next: DictStatus = item.status === 'enabled' ? 'disabled' : 'enabled';
    setItemStatus
      .mutateAsync({ id: item.id, status: next, version: item.version })
      .then(() => void message.success(next === 'enabled' ? `已启用“${item.label}”` : `已停用“${item.label}”`), () => undefined);
  };

  const columns: TableProps<DictItem>['columns'] = [
    { title: '字典值', dataIndex: 'value', width: 150, render: (v: string) => <code className="dict-value">{v}</code> },
    {
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
    ...(searching && info.tree ? [{ title: '上级', dataIndex: 'parentValue', width: 110, render: (v: string) => v || '顶级' }] : []),
    { title: '排序', dataIndex: 'sort', width: 80 },
    { title: '状态', dataIndex: 'status', width: 80, render: (s: DictStatus) => (s === 'enabled' ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>) },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (r: string) => r || '—' },
    {
      title: '操作',
      key: 'actions',
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
      <div className="dict-toolbar">
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={info.tree ? '按字典值或名称搜索全部层级' : '按字典值或名称搜索'}
            maxLength={50}
            style={{ width: 280 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
          />
          <Select<DictStatus>
            allowClear
            placeholder="全部状态"
            style={{ width: 120 }}
            value={status}
            onChange={(s) => {
              setStatus(s);
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
            options={[
              { value: 'enabled', label: '启用' },
              { value: 'disabled', label: '停用' },
            ]}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', parentValue })}>
          新增字典项
        </Button>
      </div>
      <Table<DictItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list}
        loading={query.isFetching}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: query.data?.count ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 项`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isError ? '加载失败，请稍后重试' : trail.length ? '该项没有下级' : '暂无字典项'} /> }}
      />
      <DictItemDialog info={info} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
