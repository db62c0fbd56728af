import type { UseRegistRecord } from '@portal/contract';
import { USE_REGIST_FLOW } from '@portal/contract/api/use-regist';

import { useDecideUseRegist, useUseRegistForReview, useUseRegistQueue } from '../../api/use-regist';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { formatTime } from '../../components/format';
import { recordReview } from '../../components/review/record-review';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { DecisionDeadline } from '../../components/review/decision-deadline';
import { registSections } from '../../components/use-regist/use-regist-sections';
import '../../components/filing.css';

const COLUMNS: SearchColumn<UseRegistRecord>[] = [
  { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
  { key: 'unitName', title: '使用单位', dataIndex: 'unitName', width: 220, ellipsis: true },
  { key: 'productName', title: '设备名称', dataIndex: ['equipment', 'productName'], width: 110 },
  { key: 'address', title: '设备使用地点', dataIndex: 'address', ellipsis: true },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => formatTime(v) },
  { key: 'deadline', title: '办理期限', dataIndex: 'deadline', width: 170, render: (_: unknown, r: UseRegistRecord) => <DecisionDeadline kind="useRegist" record={r} /> },
];

/** One application in a drawer over the queue: what was filed, the documents, the decision and the flow log. */
const UseRegistReview = recordReview({
  useRecord: useUseRegistForReview,
  useDecide: useDecideUseRegist,
  flow: USE_REGIST_FLOW,
  flowLog: 'useRegist',
  title: '使用登记审核',
  detail: (r) => ({
    sections: registSections(r),
    material: { title: '申请材料', content: <AttachmentUpload bizType="useRegist" bizId={r.id} readOnly title="申请人上传的材料" emptyText="申请人未上传材料" /> },
    actions: ['accept', 'approve', 'return', 'refuse'],
    confirm: {
      accept: '受理后开始计算法定办理期限，申请人将收到受理通知',
      approve: '审核通过后将生成使用登记证编号，并写入该设备的登记信息，申请人将收到通知',
    },
    reasonExample: '监督检验证书与产品编号不一致，请核对后重新上传',
    notice: '申请人会在消息中心收到通知',
    doneText: { approve: '已审核通过并发证' },
  }),
});

/** 登记审核 › 使用登记审核: applications filed in the registry's areas, to accept, return, refuse or approve. */
export default function UseRegistCheckPage() {
  return (
    <ReviewQueuePage
      title="使用登记审核"
      note="受理后核对申请材料；材料不全的一次性告知并退回，不符合条件的不予受理，审核通过即生成使用登记证编号。"
      flow={USE_REGIST_FLOW}
      useList={useUseRegistQueue}
      columns={COLUMNS}
      keywordHint="申请编号、使用单位、设备代码或设备名称"
      empty="暂无使用登记申请"
      review={UseRegistReview}
    />
  );
}
