import type { EntrustRecord } from '@portal/contract';
import { ENTRUST_EDITABLE, ENTRUST_EXPIRED, ENTRUST_FLOW } from '@portal/contract/api/entrust';

import { Space, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useEntrustList, useEntrustQueue, type EntrustFilterState } from '../../api/entrust';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { RecordList } from '../../components/search-table/record-list';
import type { SearchColumn } from '../../components/search-table/search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { EntrustStateTag, scopeText } from './entrust-sections';
import { actionsColumn, RowLink } from '../../components/search-table/row-actions';
import { flowStates } from '../../components/search-table/list-fields';
import { NavButton } from '../../components/nav-button';

interface Filters {
  state?: EntrustFilterState;
  keyword?: string;
}

const STATE_OPTIONS = [...flowStates(ENTRUST_FLOW), { value: 'expired', label: ENTRUST_EXPIRED.label }];

/** One side's list: the principal's own letters, or those addressed to the caller's unit as agent. */
function EntrustTable({ side }: { side: 'principal' | 'agent' }) {
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
    actionsColumn(130, (r) => (
      <Space size={0}>
        <RowLink onClick={() => void navigate(recordPath(PATHS.entrustDetail, r.id))}>查看</RowLink>
        {side === 'principal' && ENTRUST_EDITABLE.includes(r.state) && <RowLink onClick={() => void navigate(recordPath(PATHS.entrustForm, r.id))}>修改</RowLink>}
      </Space>
    )),
  ];

  return (
    <RecordList<EntrustRecord, Filters>
      useList={side === 'principal' ? useEntrustList : useEntrustQueue}
      states={STATE_OPTIONS}
      stateWidth={160}
      keywordHint={`委托书编号、${other}名称或信用代码`}
      empty={side === 'principal' ? '还没有委托书' : '还没有单位委托本单位办理'}
      onOpen={(r) => void navigate(recordPath(PATHS.entrustDetail, r.id))}
      columns={columns}
    />
  );
}

/**
 * 委托申报 (legacy /entrustDeclaration): the letters by which the unit authorises another unit to file for chosen
 * devices, and those other units addressed to it (?tab=agent opens them).
 */
export default function EntrustPage() {
  const tab = usePageParam('tab') === 'agent' ? 'agent' : 'principal';
  return (
    <PageCard
      title="委托申报"
      note="使用单位可委托维保单位、安装单位等已在平台开通账号的单位，代为办理选定设备的使用登记和定期检验报检。委托书须上传加盖公章的授权委托书，受托单位接受后在委托期限内生效；撤销或到期后不能再代为申报，已提交的申请继续办理。"
      extra={<NavButton to={PATHS.entrustForm}>新建委托书</NavButton>}
    >
      <Tabs
        defaultActiveKey={tab}
        destroyOnHidden
        items={[
          { key: 'principal', label: '本单位的委托', children: <EntrustTable side="principal" /> },
          { key: 'agent', label: '委托本单位办理', children: <EntrustTable side="agent" /> },
        ]}
      />
    </PageCard>
  );
}
