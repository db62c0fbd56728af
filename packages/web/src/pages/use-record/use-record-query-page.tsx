import type { UseRegistRecord, UseRegistState } from '@portal/contract';
import { USE_REGIST_EDITABLE, USE_REGIST_FLOW } from '@portal/contract/api/use-regist';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useDeleteUseRegist, useUseRegistList, useWithdrawUseRegist } from '../../api/use-regist';
import { formatTime } from '../../components/format';
import { useConfirmAction } from '../../components/confirm-action';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { CopyApplyButton } from './copy-apply-button';
import './use-record.css';

interface Filters {
  state?: UseRegistState;
  keyword?: string;
}

/** 使用登记 › 使用登记查询: every application of the unit, with what can still be done to each. */
export default function UseRecordQueryPage() {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useUseRegistList({ pageNo: table.pageNo, pageSize: table.pageSize, state: table.filters.state, keyword: table.filters.keyword?.trim() || undefined });
  const withdraw = useWithdrawUseRegist();
  const remove = useDeleteUseRegist();

  const confirm = useConfirmAction();

  const columns: SearchColumn<UseRegistRecord>[] = [
    { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
    { key: 'productName', title: '设备名称', dataIndex: ['equipment', 'productName'], width: 120 },
    { key: 'productNo', title: '产品编号', dataIndex: ['equipment', 'productNo'], width: 130 },
    { key: 'internalNo', title: '单位内编号', dataIndex: 'internalNo', width: 130, ellipsis: true },
    { key: 'address', title: '设备使用地点', dataIndex: 'address', ellipsis: true },
    { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 170, render: (v: string) => (v ? <span className="ur-cert">{v}</span> : '—') },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (_, r) => <StateTag flow={USE_REGIST_FLOW} state={r.state} /> },
    {
      key: 'actions',
      title: '操作',
      width: 210,
      always: true,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.useRecordDetail, r.id))}>
            查看
          </Button>
          {USE_REGIST_EDITABLE.includes(r.state) && (
            <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.useRecordApply, r.id))}>
              {r.state === 'returned' ? '修改' : '编辑'}
            </Button>
          )}
          {r.state === 'submitted' && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm('撤回', `撤回申请 ${r.applyNo} 后可修改再提交。确定撤回吗？`, () => withdraw.mutateAsync({ id: r.id, version: r.version }), `申请 ${r.applyNo} 已撤回`)
              }
            >
              撤回
            </Button>
          )}
          {r.state === 'draft' && !r.submittedAt && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirm('删除', `确定删除草稿 ${r.applyNo} 吗？删除后不能恢复。`, () => remove.mutateAsync(r.id), `草稿 ${r.applyNo} 已删除`)}
            >
              删除
            </Button>
          )}
          <CopyApplyButton from={r} />
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="使用登记查询"
      note="已保存的申请可继续编辑后提交；登记机关受理前可撤回；被退回的申请修改后可重新提交。"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PATHS.useRecordApply)}>
          新建申请
        </Button>
      }
    >
      <SearchTable<UseRegistRecord, Filters>
        table={table}
        result={result}
        fields={[
          {
            name: 'state',
            label: '状态',
            input: <Select allowClear placeholder="全部" options={Object.entries(USE_REGIST_FLOW.states).map(([value, s]) => ({ value, label: s.label }))} />,
          },
          { name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder="申请编号、设备代码或设备名称" /> },
        ]}
        columns={columns}
        rowKey="id"
        empty="暂无使用登记申请"
        tableProps={{ onRow: (r) => ({ onDoubleClick: () => void navigate(recordPath(PATHS.useRecordDetail, r.id)) }) }}
      />
    </PageCard>
  );
}
