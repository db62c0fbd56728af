import type { MaintainPriceRecord } from '@portal/contract';
import { MAINTAIN_PRICE_FLOW } from '@portal/contract/api/maintain-project';

import { useDecideMaintainPrice, useMaintainPriceForReview, useMaintainPriceQueue } from '../../api/maintain-price';
import { formatTime } from '../../components/format';
import { recordReview } from '../../components/review/record-review';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { ItemsTable, priceSections } from '../../components/maintain-price/price-sections';

const COLUMNS: SearchColumn<MaintainPriceRecord>[] = [
  { key: 'unitName', title: '维保单位', dataIndex: 'unitName', width: 220, ellipsis: true },
  { key: 'filingNo', title: '申报编号', dataIndex: 'filingNo', width: 160 },
  { key: 'title', title: '价格表名称', dataIndex: 'title', ellipsis: true },
  { key: 'lines', title: '价格条目', width: 185, render: (_, r) => `按台 ${r.setPrices.length} 条 · 按单位 ${r.unitPrices.length} 条` },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => formatTime(v) },
];

/** One filing in a drawer over the queue: what it says, the decision and the flow log. */
const PriceReviewDrawer = recordReview({
  useRecord: useMaintainPriceForReview,
  useDecide: useDecideMaintainPrice,
  flow: MAINTAIN_PRICE_FLOW,
  flowLog: 'maintainPrice',
  title: '维保价格审核',
  size: 960,
  closeOnDecided: true,
  detail: (r) => ({
    // The items are the material the prices rest on: what a unit promises to do for them.
    sections: priceSections(r).filter((s) => !s.title.startsWith('维保项目')),
    material: { title: `维保项目（${r.items.length}项）`, content: <ItemsTable items={r.items} /> },
    actions: ['publish', 'return'],
    confirm: { publish: `审核发布后，使用单位可查到“${r.unitName}”的这份价格表，该单位此前发布的价格表同时停止公示。确定审核发布吗？` },
    reasonExample: '杂物电梯每台每月价格明显低于维保成本，请核实后重新提交',
    notice: '维保单位会在消息中心收到通知',
    doneText: { publish: '已审核发布' },
  }),
});

/** 登记审核 › 维保价格审核: maintenance units' price filings in the registry's areas, to publish or return with a reason. */
export default function MaintainPriceCheckPage() {
  return (
    <ReviewQueuePage
      title="维保价格审核"
      note="核对维保项目是否覆盖 TSG T5002 规定的维保内容、价格是否明显低于成本或区间是否清楚；审核发布后使用单位可查询，退回须写明原因。"
      flow={MAINTAIN_PRICE_FLOW}
      useList={useMaintainPriceQueue}
      columns={COLUMNS}
      keywordHint="维保单位名称、申报编号或价格表名称"
      empty="暂无价格申报"
      review={PriceReviewDrawer}
    />
  );
}
