import type { EntrustRecord } from '@portal/contract';
import { ENTRUST_EDITABLE, ENTRUST_EXPIRED, ENTRUST_FLOW } from '@portal/contract/api/entrust';

import { Button, Input, Select, Space, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useEntrustList, useEntrustQueue, type EntrustFilterState } from '../../api/entrust';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable, type SearchTableState } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { EntrustStateTag, scopeText } from './entrust-sections';

interface Filters {
  state?: EntrustFilterState;
  keyword?: string;
}

const STATE_OPTIONS = [...Object.entries(ENTRUST_FLOW.states).map(([value, s]) => ({ value, label: s.label })), { value: 'expired', label: ENTRUST_EXPIRED.label }];

const queryOf = (table: SearchTableState<Filters>) => ({
  pageNo: table.pageNo,
  pageSize: table.pageSize,
  state: table.filters.state,
  keyword: table.filters.keyword?.trim() || undefined,
});

function PrincipalList() {
  const table = useSearchTable<Filters>({ initial: {} });
  return <EntrustTable side="principal" table={table} result={useEntrustList(queryOf(table))} />;
}

function AgentList() {
  const table = useSearchTable<Filters>({ initial: {} });
  return <EntrustTable side="agent" table={table} result={useEntrustQueue(queryOf(table))} />;
}

/** One side's list: the principal's own letters, or those addressed to the caller's unit as agent. */
function EntrustTable({ side, table, result }: { side: 'principal' | 'agent'; table: SearchTableState<Filters>; result: ReturnType<typeof useEntrustList> }) {
  const navigate = useNavigate();
  const other = side === 'principal' ? '受托单位' : '委托单位';

  const columns: SearchColumn<EntrustRecord>[] = [
    { key: 'entrustNo', title: '委托书编号', dataIndex: 'entrustNo', width: 150 },
    { key: 'other', title: other, ellipsis: true, render: (_, r) => (side === 'principal' ? r.agentName : r.principalName) },
    { key: 'scopes', title: '委托事项', width: 180, render: (_, r) => scopeText(r.scopes) },
    { key: 'devices', title: '设备', width: 70, align: 'right', render: (_, r) => `${r.devices.length}台` },
    { key: 'period', title: '委托期限', width: 200, render: (_, r) => `${r.validFrom} 至 ${r.validTo}` },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 155, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', width: 130, render: (_, r) => <EntrustStateTag record={r} /> },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      always: true,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.entrustDetail, r.id))}>
            查看
          </Button>
          {side === 'principal' && ENTRUST_EDITABLE.includes(r.state) && (
            <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.entrustForm, r.id))}>
              修改
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <SearchTable<EntrustRecord, Filters>
      table={table}
      result={result}
      fields={[
        { name: 'state', label: '状态', input: <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 160 }} /> },
        { name: 'keyword', label: '关键字', input: <Input allowClear maxLength={50} placeholder={`委托书编号、${other}名称或信用代码`} /> },
      ]}
      columns={columns}
      rowKey="id"
      empty={side === 'principal' ? '还没有委托书' : '还没有单位委托本单位办理'}
      tableProps={{ onRow: (r) => ({ onDoubleClick: () => void navigate(recordPath(PATHS.entrustDetail, r.id)) }) }}
    />
  );
}

/**
 * 委托申报 (legacy /entrustDeclaration): the letters by which the unit authorises another unit to file for chosen
 * devices, and those other units addressed to it (?tab=agent opens them).
 */
export default function EntrustPage() {
  const navigate = useNavigate();
  const tab = usePageParam('tab') === 'agent' ? 'agent' : 'principal';
  return (
    <PageCard
      title="委托申报"
      note="使用单位可委托维保单位、安装单位等已在平台开通账号的单位，代为办理选定设备的使用登记和定期检验报检。委托书须上传加盖公章的授权委托书，受托单位接受后在委托期限内生效；撤销或到期后不能再代为申报，已提交的申请继续办理。"
      extra={
        <Button type="primary" onClick={() => void navigate(PATHS.entrustForm)}>
          新建委托书
        </Button>
      }
    >
      <Tabs
        defaultActiveKey={tab}
        destroyOnHidden
        items={[
          { key: 'principal', label: '本单位的委托', children: <PrincipalList /> },
          { key: 'agent', label: '委托本单位办理', children: <AgentList /> },
        ]}
      />
    </PageCard>
  );
}
