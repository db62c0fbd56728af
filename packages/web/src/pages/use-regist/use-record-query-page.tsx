import type { UseRegistRecord, UseRegistState } from '@portal/contract';
import { USE_REGIST_EDITABLE, USE_REGIST_FLOW } from '@portal/contract/api/use-regist';

import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useDeleteUseRegist, useUseRegistList, useWithdrawUseRegist } from '../../api/use-regist';
import { formatTime } from '../../components/format';
import { DraftRowActions } from '../../components/draft-row-actions';
import { PageCard } from '../../components/page-card';
import { type SearchColumn } from '../../components/search-table/search-table';
import { StateTag } from '../../components/state-tag';
import { FiledBy } from '../../components/entrust-select';
import { PATHS, recordPath } from '../../routes/paths';
import { CopyApplyButton } from './copy-apply-button';
import '../../components/filing.css';
import { actionsColumn } from '../../components/search-table/row-actions';
import { flowStates } from '../../components/search-table/list-fields';
import { NavButton } from '../../components/nav-button';
import { RecordList } from '../../components/search-table/record-list';

interface Filters {
  state?: UseRegistState;
  keyword?: string;
}

/** 使用登记 › 使用登记查询: every application of the unit, with what can still be done to each. */
export default function UseRecordQueryPage() {
  const navigate = useNavigate();
  const withdraw = useWithdrawUseRegist();
  const remove = useDeleteUseRegist();

  const columns: SearchColumn<UseRegistRecord>[] = [
    { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
    { key: 'productName', title: '设备名称', dataIndex: ['equipment', 'productName'], width: 120 },
    { key: 'productNo', title: '产品编号', dataIndex: ['equipment', 'productNo'], width: 130 },
    { key: 'internalNo', title: '单位内编号', dataIndex: 'internalNo', width: 130, ellipsis: true },
    { key: 'filedBy', title: '申报方式', width: 220, ellipsis: true, render: (_, r) => <FiledBy record={r} /> },
    { key: 'address', title: '设备使用地点', dataIndex: 'address', ellipsis: true },
    { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 170, render: (v: string) => (v ? <span className="ur-cert">{v}</span> : '—') },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 90, render: (_, r) => <StateTag flow={USE_REGIST_FLOW} state={r.state} /> },
    actionsColumn(210, (r) => (
      <DraftRowActions
        record={r}
        no={r.applyNo}
        noun="申请"
        editable={USE_REGIST_EDITABLE.includes(r.state)}
        withdrawable={r.state === 'submitted'}
        onOpen={() => void navigate(recordPath(PATHS.useRecordDetail, r.id))}
        onEdit={() => void navigate(recordPath(PATHS.useRecordApply, r.id))}
        withdraw={withdraw.mutateAsync}
        remove={remove.mutateAsync}
      >
        <CopyApplyButton from={r} />
      </DraftRowActions>
    )),
  ];

  return (
    <PageCard
      title="使用登记查询"
      note="已保存的申请可继续编辑后提交；登记机关受理前可撤回；被退回的申请修改后可重新提交。"
      extra={
        <NavButton to={PATHS.useRecordApply} icon={<PlusOutlined />}>
          新建申请
        </NavButton>
      }
    >
      <RecordList<UseRegistRecord, Filters>
        useList={useUseRegistList}
        states={flowStates(USE_REGIST_FLOW)}
        keywordHint="申请编号、设备代码或设备名称"
        empty="暂无使用登记申请"
        onOpen={(r: UseRegistRecord) => void navigate(recordPath(PATHS.useRecordDetail, r.id))}
        columns={columns}
      />
    </PageCard>
  );
}
