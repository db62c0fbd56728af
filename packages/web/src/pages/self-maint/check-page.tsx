import type { SelfMaintRecord } from '@portal/contract';
import { SELF_MAINT_FLOW } from '@portal/contract/api/self-maint';

import { useAuditSelfMaint, useRevokeSelfMaint, useSelfMaintForReview, useSelfMaintQueue } from '../../api/self-maint';
import { formatTime } from '../../components/format';
import { recordReview, type Decision } from '../../components/review/record-review';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { devicesText, periodText, SelfMaintDocuments, selfMaintSections } from './self-maint-sections';

const COLUMNS: SearchColumn<SelfMaintRecord>[] = [
  { key: 'unitName', title: '申请单位', dataIndex: 'unitName', width: 220, ellipsis: true },
  { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
  { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r.devices) },
  { key: 'period', title: '自行维保期限', width: 230, render: (_, r) => periodText(r) },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => formatTime(v) },
];

/** 撤销 has its own endpoint; the other steps share the audit one. */
function useDecideSelfMaint() {
  const audit = useAuditSelfMaint();
  const revoke = useRevokeSelfMaint();
  return {
    mutateAsync: ({ action, ...decision }: Decision<'approve' | 'return' | 'revoke'>) =>
      action === 'revoke' ? revoke.mutateAsync(decision) : audit.mutateAsync({ ...decision, action }),
  };
}

const SelfMaintReviewDrawer = recordReview({
  useRecord: useSelfMaintForReview,
  useDecide: useDecideSelfMaint,
  flow: SELF_MAINT_FLOW,
  flowLog: 'selfMaint',
  title: '自行维保审核',
  size: 960,
  closeOnDecided: true,
  detail: (r) => ({
    sections: selfMaintSections(r),
    material: {
      title: '申请材料',
      content: (
        <>
          <p>请核对维保人员的修理作业证是否有效、每类设备是否有持该类修理证的人员、值班电话能否接通，以及管理制度和应急救援预案是否适用于所列设备。</p>
          <SelfMaintDocuments id={r.id} readOnly />
        </>
      ),
    },
    // A revoked one shows the approval as its result (the revocation's reason is under 办理进度): 撤销 is left out so the result is not labelled with it.
    actions: r.state === 'revoked' ? ['approve', 'return'] : ['approve', 'return', 'revoke'],
    confirm: {
      approve: `审核通过后，自今日起至 ${r.validTo}，“${r.unitName}”即为所列 ${r.devices.length} 台设备的维保单位，原维保单位对这些设备的维保随之结束。确定审核通过吗？`,
    },
    reasonExample: '维保人员中没有持客运索道修理（S1）证的人员，请补充后重新提交',
    notice: '申请单位会在消息中心收到通知',
    doneText: { revoke: '已撤销自行维保' },
  }),
});

/** 登记审核 › 自行维保审核 (/registry/self-maintain): use units' applications in the registry's areas, waiting ones first; approve, return or revoke. */
export default function SelfMaintCheckPage() {
  return (
    <ReviewQueuePage
      title="自行维保审核"
      note="审核使用单位自行维保本单位设备的申请：审核通过后该单位即为所列设备的维保单位，退回须写明原因。自行维保中的单位不再符合条件或未履行维保义务的，可撤销自行维保并写明原因。"
      flow={SELF_MAINT_FLOW}
      useList={useSelfMaintQueue}
      columns={COLUMNS}
      keywordHint="单位名称、申请编号或设备代码"
      empty="暂无自行维保申请"
      review={SelfMaintReviewDrawer}
      // Every state, with the waiting ones first (the server's order): approved ones are where 撤销 is taken.
      initialState={null}
      openLabel={(r) => (r.state === 'submitted' ? '审核' : '查看')}
    />
  );
}
