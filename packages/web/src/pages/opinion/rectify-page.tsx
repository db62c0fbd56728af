import type { OpinionNotice, OpinionState } from '@portal/contract';
import { OPINION_FLOW } from '@portal/contract/api/opinion';

import { useNavigate } from 'react-router';
import { useOpinionList } from '../../api/opinion';
import { formatTime } from '../../components/format';
import { DeadlineCell, deviceText } from '../../components/opinion/opinion-notice';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { choiceField, flowStates, keywordField, stateField } from '../../components/search-table/list-fields';

interface Filters {
  state?: OpinionState;
  keyword?: string;
  overdue?: 'yes';
}

/** 在线报检与缴费 › 整改反馈: the unit's inspection opinion notices, with their deadlines; each is answered on its own page. */
export default function RectifyPage() {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>({ initial: {} });
  const { filters } = table;
  const result = useOpinionList({
    pageNo: table.pageNo,
    pageSize: table.pageSize,
    state: filters.state,
    overdueOnly: filters.overdue === 'yes',
    keyword: filters.keyword?.trim() || undefined,
  });
  const open = (n: OpinionNotice) => void navigate(recordPath(PATHS.rectifyDetail, n.id));
  const columns: SearchColumn<OpinionNotice>[] = [
    { key: 'noticeNo', title: '通知书编号', dataIndex: 'noticeNo', width: 130 },
    { key: 'device', title: '设备', ellipsis: true, render: (_, n) => deviceText(n) },
    { key: 'orgName', title: '检验机构', dataIndex: 'orgName', width: 180, ellipsis: true },
    { key: 'defects', title: '问题数', width: 80, render: (_, n) => n.defects.length },
    { key: 'deadline', title: '整改期限', width: 160, render: (_, n) => <DeadlineCell notice={n} /> },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', width: 110, render: (_, n) => <StateTag flow={OPINION_FLOW} state={n.state} /> },
    actionsColumn(90, (n) => <RowLink onClick={() => open(n)}>{n.state === 'issued' ? '整改反馈' : '查看'}</RowLink>),
  ];
  return (
    <PageCard title="整改反馈" note="检验机构出具检验结论时发现问题的，会签发检验意见通知书。请在整改期限前逐条填写整改措施、上传证明材料并提交，由检验机构确认。">
      <SearchTable<OpinionNotice, Filters>
        table={table}
        result={result}
        fields={[
          stateField(flowStates(OPINION_FLOW)),
          choiceField('overdue', '逾期', [{ value: 'yes', label: '仅看已逾期' }]),
          keywordField('通知书编号、设备代码、设备名称或报告编号'),
        ]}
        columns={columns}
        rowKey="id"
        empty="暂无检验意见通知书"
        tableProps={openOnDoubleClick(open)}
      />
    </PageCard>
  );
}
