import type { ConstructionRecord, WorkType } from '@portal/contract';
import { CONSTRUCTION_FLOW } from '@portal/contract/api/construction';
import { WORK_TYPES } from '@portal/contract/domain/licences';

import { useConstructionForReview, useConstructionQueue, useDecideConstruction } from '../../api/construction';
import { formatTime } from '../../components/format';
import { recordReview } from '../../components/review/record-review';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { constructionSections } from '../../components/construction/construction-sections';
import { devicesText } from '../../components/devices-text';
import '../../components/filing.css';
import { RequiredDocuments } from '../../components/required-documents';

const COLUMNS: SearchColumn<ConstructionRecord>[] = [
  { key: 'number', title: '告知编号 / 申请编号', width: 190, render: (_, r) => r.noticeNo || r.applyNo },
  { key: 'workType', title: '施工类别', dataIndex: 'workType', width: 90, render: (v: WorkType) => WORK_TYPES[v] },
  { key: 'unitName', title: '施工单位', dataIndex: 'unitName', width: 200, ellipsis: true },
  { key: 'useUnitName', title: '使用单位', dataIndex: 'useUnitName', width: 200, ellipsis: true },
  { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r.items) },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => formatTime(v) },
];

const ConstructionReview = recordReview({
  useRecord: useConstructionForReview,
  useDecide: useDecideConstruction,
  flow: CONSTRUCTION_FLOW,
  flowLog: 'construction',
  title: (r) => (r ? `${WORK_TYPES[r.workType]}告知 ${r.noticeNo || r.applyNo}` : '施工告知'),
  detail: (r) => ({
    sections: constructionSections(r),
    material: { title: '告知材料', content: <RequiredDocuments bizType="construction" bizId={r.id} readOnly /> },
    actions: ['receive', 'return'],
    confirm: {
      receive:
        r.workType === 'install'
          ? '接收后生成告知编号，施工单位即可施工；设备记入使用单位的设备信息，状态为“已告知”'
          : '接收后生成告知编号，施工单位即可施工；施工完成前该设备不能办理其他登记',
    },
    reasonExample: '施工方案未加盖施工单位公章，请补充后重新提交',
    notice: '施工单位会在消息中心收到通知，使用单位在接收后收到通知',
  }),
});

/** 登记审核 › 施工告知接收: notices for equipment used in the registry's areas. */
export default function ConstructionCheckPage() {
  return (
    <ReviewQueuePage
      title="施工告知接收"
      note="施工告知是书面告知，不是审批：材料齐全、许可项目与施工内容相符的即予接收并生成告知编号；不符合的退回并说明原因。"
      flow={CONSTRUCTION_FLOW}
      useList={useConstructionQueue}
      columns={COLUMNS}
      keywordHint="告知编号、施工单位、使用单位或设备代码"
      empty="暂无施工告知"
      review={ConstructionReview}
    />
  );
}
