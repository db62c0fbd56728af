import type { OpinionNotice } from '@portal/contract';
import { OPINION_FLOW } from '@portal/contract/api/opinion';

import { useOpinionQueue } from '../../api/opinion';
import { formatTime } from '../../components/format';
import { DeadlineCell, deviceText } from '../../components/opinion/opinion-notice';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { PATHS } from '../../routes/paths';

const COLUMNS: SearchColumn<OpinionNotice>[] = [
  { key: 'noticeNo', title: '通知书编号', dataIndex: 'noticeNo', width: 130 },
  { key: 'unitName', title: '使用单位', dataIndex: 'unitName', ellipsis: true },
  { key: 'device', title: '设备', ellipsis: true, render: (_, n) => deviceText(n) },
  { key: 'defects', title: '问题数', width: 80, render: (_, n) => n.defects.length },
  { key: 'deadline', title: '整改期限', width: 160, render: (_, n) => <DeadlineCell notice={n} /> },
  { key: 'answeredAt', title: '反馈时间', dataIndex: 'answeredAt', width: 160, render: (v: string | null) => formatTime(v) },
];

/** 检验业务 › 整改确认: the opinion notices this body issued; answered ones wait for its decision, overdue ones are flagged. */
export default function InspectionRectifyPage() {
  return (
    <ReviewQueuePage
      title="整改确认"
      note="本机构签发的检验意见通知书。使用单位提交整改反馈后，逐条核对整改措施和证明材料，确认整改、退回重新整改或要求复检。"
      flow={OPINION_FLOW}
      useList={useOpinionQueue}
      columns={COLUMNS}
      keywordHint="通知书编号、使用单位、设备代码或报告编号"
      empty="暂无意见通知书"
      page={PATHS.inspectionRectifyReview}
    />
  );
}
