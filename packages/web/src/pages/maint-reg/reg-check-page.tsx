import type { MaintRegRecord } from '@portal/contract';
import { MAINT_REG_FLOW } from '@portal/contract/api/maint-reg';

import { Tag } from 'antd';
import { useAuditMaintReg, useMaintRegForReview, useMaintRegQueue } from '../../api/maint-change';
import { chinaToday, formatTime } from '../../components/format';
import { recordReview } from '../../components/review/record-review';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { licenceItemsText, regSections } from '../../components/maint-change/maintenance-sections';

const COLUMNS: SearchColumn<MaintRegRecord>[] = [
  { key: 'unitName', title: '维保单位', dataIndex: 'unitName', width: 220, ellipsis: true },
  { key: 'licenceNo', title: '许可证编号', dataIndex: 'licenceNo', width: 150 },
  { key: 'items', title: '许可项目', ellipsis: true, render: (_, r) => licenceItemsText(r.licenceItems) },
  { key: 'staff', title: '持证人员', width: 90, align: 'right', render: (_, r) => `${r.staff.length}名` },
  { key: 'dutyPhone', title: '值班电话', dataIndex: 'dutyPhone', width: 140 },
  { key: 'createdAt', title: '提交时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
];

const RegReviewDrawer = recordReview({
  useRecord: useMaintRegForReview,
  useDecide: useAuditMaintReg,
  flow: MAINT_REG_FLOW,
  flowLog: 'maintReg',
  title: '维保单位备案审核',
  size: 880,
  closeOnDecided: true,
  detail: (r) => ({
    sections: regSections(r),
    material: {
      title: '核对要点',
      content: (
        <p>
          许可证在“施工许可审核”中已经审核；请核对许可有效期
          {r.licenceValidTo < chinaToday() && (
            <Tag color="error" style={{ marginLeft: 4 }}>
              已过期
            </Tag>
          )}
          、值班电话能否接通、维保人员的电梯修理（T）证是否有效。
        </p>
      ),
    },
    actions: ['approve', 'return'],
    confirm: { approve: `审核通过后，“${r.unitName}”可认领使用单位变更给它的维保设备，并通知申报单位。确定审核通过吗？` },
    reasonExample: '值班电话无人接听，请核实后重新提交',
    notice: '申报单位会在消息中心收到通知',
  }),
});

/** 登记审核 › 维保单位备案审核: maintenance units' registrations in the registry's areas, to approve or return with a reason. */
export default function MaintRegCheckPage() {
  return (
    <ReviewQueuePage
      title="维保单位备案审核"
      note="核对维保单位的许可、24小时值班电话和持证维保人员；审核通过后该单位可认领使用单位变更给它的维保设备。"
      flow={MAINT_REG_FLOW}
      useList={useMaintRegQueue}
      columns={COLUMNS}
      keywordHint="维保单位名称、信用代码或许可证编号"
      empty="暂无维保单位备案"
      review={RegReviewDrawer}
    />
  );
}
