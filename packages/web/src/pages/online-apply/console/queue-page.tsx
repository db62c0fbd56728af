import { INSPECTION_FLOW } from '@portal/contract/api/online-apply';
import { waitsForReviewer } from '@portal/contract/domain/workflow';

import { useInspectionQueue } from '../../../api/online-apply';
import { ReviewQueuePage } from '../../../components/review/review-queue';
import { PATHS } from '../../../routes/paths';
import { APPLY_COLUMNS } from './apply-columns';

/** 检验业务 › 报检受理: the applications units addressed to this inspection body, each handled on its own page. */
export default function QueuePage() {
  return (
    <ReviewQueuePage
      title="报检受理"
      note="受理单位提交的报检申请，核定检验费用；缴费后约定检验时间，检验后逐台出具检验结论并上传签章的检验报告。"
      flow={INSPECTION_FLOW}
      useList={useInspectionQueue}
      columns={APPLY_COLUMNS}
      keywordHint="申请编号、受理编号、设备代码或设备名称"
      empty="暂无报检申请"
      // A transfer voucher is finance's to confirm (缴费确认), not the handler's.
      openLabel={(r) => (r.state !== 'voucher' && waitsForReviewer(INSPECTION_FLOW, r.state) ? '办理' : '查看')}
      page={PATHS.inspectionProcess}
    />
  );
}
