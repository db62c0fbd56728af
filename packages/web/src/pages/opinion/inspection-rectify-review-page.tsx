import { OPINION_FLOW } from '@portal/contract/api/opinion';

import { useDecideOpinion, useOpinionForReview } from '../../api/opinion';
import { DefectAnswers, noticeSection, OpinionPdfButton } from '../../components/opinion/opinion-notice';
import { usePageParam } from '../../components/page-param';
import { ReviewDetail } from '../../components/review/review-detail';
import { ReviewPage } from '../../components/review/review-page';
import { PATHS } from '../../routes/paths';

/** 整改确认 › one notice: the defects with the unit's measures and evidence, and the body's decision. */
export default function InspectionRectifyReviewPage() {
  const id = usePageParam('id');
  const query = useOpinionForReview(id);
  const decide = useDecideOpinion();
  const n = query.data;
  return (
    <ReviewPage
      title={n ? `检验意见通知书 ${n.noticeNo}` : '检验意见通知书'}
      missing="请从整改确认列表打开意见通知书"
      id={id}
      error={query.error}
      flow={OPINION_FLOW}
      state={n?.state}
      note="要求复检的，使用单位须为该设备重新报检，复检结果在新的报检申请中出具。"
      backTo={PATHS.inspectionRectify}
    >
      {n && (
        <ReviewDetail
          flow={OPINION_FLOW}
          flowLog="opinion"
          record={n}
          sections={[{ ...noticeSection(n), content: <OpinionPdfButton notice={n}>下载意见通知书</OpinionPdfButton> }]}
          material={{ title: '问题与整改反馈', content: <DefectAnswers notice={n} /> }}
          actions={['confirm', 'return', 'reinspect'] as const}
          confirm={{ confirm: '确认后该通知书的整改即告完成，使用单位会收到通知。' }}
          reasonExample="整改照片未体现修复后的状态，请补充现场照片及维保单位的修复记录"
          notice="使用单位会在消息中心收到通知"
          onDecide={(action, opinion) => decide.mutateAsync({ id: n.id, version: n.version, action, opinion })}
        />
      )}
    </ReviewPage>
  );
}
