import type { RegChangeKind, RegChangeRecord } from '@portal/contract';
import { REG_CHANGE_FLOW, REG_CHANGE_KINDS, deadlineKindOf } from '@portal/contract/api/reg-change';

import { useDecideRegChange, useRegChangeForReview, useRegChangeQueue } from '../../api/reg-change';
import { formatTime } from '../../components/format';
import { DecisionDeadline } from '../../components/review/decision-deadline';
import { recordReview } from '../../components/review/record-review';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { regChangeSections } from '../../components/reg-change/reg-change-sections';
import '../../components/filing.css';
import { RequiredDocuments } from '../../components/required-documents';

const COLUMNS: SearchColumn<RegChangeRecord>[] = [
  { key: 'changeNo', title: '申请编号', dataIndex: 'changeNo', width: 150 },
  { key: 'kind', title: '办理事项', dataIndex: 'kind', width: 150, render: (v: RegChangeKind) => REG_CHANGE_KINDS[v].label },
  { key: 'unitName', title: '使用单位', dataIndex: 'unitName', width: 220, ellipsis: true },
  { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => r.items.map((i) => i.deviceCode || i.productName).join('、') },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => formatTime(v) },
  {
    key: 'deadline',
    title: '办理期限',
    dataIndex: 'deadline',
    width: 170,
    render: (_: unknown, r: RegChangeRecord) => <DecisionDeadline kind={deadlineKindOf(r.kind)} record={r} />,
  },
];

/** What an approval writes, by kind: the clerk reads it before approving. */
const APPROVE_EFFECT: Record<RegChangeKind, string> = {
  modify: '审核通过后，改造登记写入设备的登记记录',
  relocate: '审核通过后，设备的使用地点改为移装后的地点',
  transfer: '审核通过后，设备转入受让单位，原单位不再能查看该设备',
  rename: '审核通过后，更名登记写入设备的登记记录',
  address: '审核通过后，设备的使用地点改为变更后的地址',
  designLife: '审核通过后，继续使用登记写入设备的登记记录',
  restart: '审核通过后，设备恢复为在用、已登记',
  stop: '审核通过后，设备改为停用',
  cancel: '审核通过后，设备注销，不能再办理其他登记',
  scrap: '审核通过后，设备报废，不能再办理其他登记',
};

const RegChangeReview = recordReview({
  useRecord: useRegChangeForReview,
  useDecide: useDecideRegChange,
  flow: REG_CHANGE_FLOW,
  flowLog: 'regChange',
  title: (r) => (r ? `${REG_CHANGE_KINDS[r.kind].label}审核` : '审核'),
  detail: (r) => ({
    sections: regChangeSections(r),
    material: { title: '申请材料', content: <RequiredDocuments bizType="regChange" bizId={r.id} readOnly /> },
    actions: ['accept', 'approve', 'return', 'refuse'],
    confirm: { accept: '受理后开始计算法定办理期限，申请人将收到受理通知', approve: `${APPROVE_EFFECT[r.kind]}，申请人将收到通知` },
    reasonExample: '请补充原使用登记证及有效期内的定期检验报告',
    notice: '申请人会在消息中心收到通知',
  }),
});

/** 登记审核 › 变更与注销审核: changes and terminations filed in the registry's areas. */
export default function RegChangeCheckPage() {
  return (
    <ReviewQueuePage
      title="变更与注销审核"
      note="受理后核对申请材料；材料不全的一次性告知并退回，不符合条件的不予受理，审核通过即写入设备的登记信息。"
      flow={REG_CHANGE_FLOW}
      useList={useRegChangeQueue}
      columns={COLUMNS}
      keywordHint="申请编号、使用单位、设备代码或使用登记证编号"
      empty="暂无登记变更或停用注销报废申请"
      review={RegChangeReview}
    />
  );
}
