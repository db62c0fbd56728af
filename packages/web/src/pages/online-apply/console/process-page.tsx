import type { InspectionAction, InspectionApplyRecord, InspectionItem } from '@portal/contract';
import { INSPECTION_FLOW } from '@portal/contract/api/online-apply';
import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';
import { findTransition } from '@portal/contract/domain/workflow';
import { inspectionKindLabel } from '@portal/contract/api/fee';

import { Alert, Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useAttList } from '../../../api/attachment';
import { useInspectionForReview, useInspectionStep } from '../../../api/online-apply';
import { useConfirmAction } from '../../../components/confirm-action';
import { FlowLogSection } from '../../../components/flow-log/flow-log-timeline';
import { LaunchInteractionButton, reportChoices } from '../../../components/interaction/launch-dialog';
import { formatTime } from '../../../components/format';
import { MaterialList } from '../../../components/material-list';
import { usePageParam } from '../../../components/page-param';
import { Section } from '../../../components/review/review-detail';
import { ReviewPage } from '../../../components/review/review-page';
import { PATHS } from '../../../routes/paths';
import { applySections } from '../../../components/online-apply/apply-sections';
import { ConcludeDialog } from './conclude-dialog';
import { FeeForm } from './fee-form';
import { AcceptDialog, RefuseDialog, ScheduleDialog } from './step-dialogs';
import '../../../components/review/review.css';

type Dialog = { kind: 'accept' } | { kind: 'refuse'; action: 'return' | 'refuse' } | { kind: 'schedule' } | { kind: 'conclude'; item: InspectionItem } | null;

const DOCUMENT_KINDS = ATTACHMENT_BIZ_TYPES.inspectionApply.kinds;

/** The application with the body's steps its state allows, in the order the work goes. */
function Process({ record: r }: { record: InspectionApplyRecord }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const step = useInspectionStep();
  const confirm = useConfirmAction();
  const documents = useAttList({ bizType: 'inspectionApply', bizId: r.id });
  const label = (a: InspectionAction) => findTransition(INSPECTION_FLOW, r.state, a)?.label;
  const open = r.items.filter((i) => !i.concludedAt);
  const close = () => setDialog(null);

  const concludeCell = (itemId: string | undefined) => {
    const item = r.items.find((i) => i.id === itemId);
    if (!item) return null;
    if (item.concludedAt) return <Tag color="success">已出具</Tag>;
    return (
      <Button type="link" size="small" onClick={() => setDialog({ kind: 'conclude', item })}>
        出具结论
      </Button>
    );
  };
  // While inspecting, each device's row carries its 出具结论.
  const sections = applySections(r, false, label('conclude') ? (d) => concludeCell(d.id) : undefined);
  const required = ['applyScan', ...(r.items.some((i) => i.needsLetter) ? ['opinionLetter'] : [])];

  const stepButton = (action: 'start' | 'complete', text: string) =>
    confirm(label(action) ?? '', text, () => step.mutateAsync({ id: r.id, version: r.version, action }), `已${label(action) ?? ''}`);

  const buttons = [
    label('accept') && (
      <Button key="accept" type="primary" onClick={() => setDialog({ kind: 'accept' })}>
        {label('accept')}
      </Button>
    ),
    ...(['return', 'refuse'] as const).map(
      (action) =>
        label(action) && (
          <Button key={action} danger onClick={() => setDialog({ kind: 'refuse', action })}>
            {label(action)}
          </Button>
        ),
    ),
    label('schedule') && (
      <Button key="schedule" type={r.state === 'paid' ? 'primary' : 'default'} onClick={() => setDialog({ kind: 'schedule' })}>
        {r.state === 'scheduled' ? '修改约定' : label('schedule')}
      </Button>
    ),
    label('start') && (
      <Button key="start" type="primary" onClick={() => stepButton('start', `检验日期 ${r.scheduledDate}，地点 ${r.scheduledPlace}。开始检验后不能再修改约定，确定开始检验吗？`)}>
        {label('start')}
      </Button>
    ),
    label('complete') && (
      <Tooltip key="complete" title={open.length ? `还有${open.length}台设备未出具检验结论` : undefined}>
        <Button
          type="primary"
          disabled={open.length > 0}
          onClick={() => stepButton('complete', '全部设备已出具检验结论。检验完毕后申请单位将收到通知，并可查看检验结论和报告。确定检验完毕吗？')}
        >
          {label('complete')}
        </Button>
      </Tooltip>
    ),
    // A unit without an account yet has no side in the portal to answer.
    r.unitId && (
      <LaunchInteractionButton
        key="interaction"
        applyId={r.id}
        applyNo={r.applyNo}
        reports={reportChoices(r.items)}
        access="inspection.interaction"
        threadPath={PATHS.inspectionInteraction}
      />
    ),
  ].filter(Boolean);

  return (
    <div className="review">
      {(r.state === 'returned' || r.state === 'refused') && (
        <Alert
          type={r.state === 'refused' ? 'error' : 'warning'}
          showIcon
          title={`${INSPECTION_FLOW.states[r.state].label}：${r.opinion}`}
          description={r.reviewerName && `${r.reviewerName} · ${formatTime(r.reviewedAt)}`}
        />
      )}
      {r.state === 'feeSet' && <Alert type="info" showIcon title="费用已核定，等待申请单位缴费；缴费前可重新核定。" />}
      {r.state === 'voucher' && <Alert type="info" showIcon title="申请单位已上传转账凭证，等待财务在“缴费确认”中确认到账。" />}
      {r.state === 'inspecting' && open.length > 0 && <Alert type="info" showIcon title={`请逐台出具检验结论并上传签章的检验报告，还有${open.length}台未出具。`} />}
      {sections.map((s) => (
        <Section key={s.title} section={s} />
      ))}
      <Section
        section={{
          title: '申请材料',
          content: documents.isError ? (
            <Alert type="warning" showIcon title="材料列表加载失败" />
          ) : (
            <MaterialList files={documents.data ?? []} kinds={DOCUMENT_KINDS} required={required} />
          ),
        }}
      />
      {label('setFee') && <Section section={{ title: r.feeSetAt ? '重新核定费用' : '核定费用', content: <FeeForm record={r} /> }} />}
      <FlowLogSection kind="inspectionApply" id={r.id} revision={`${r.state}-${r.version}`} />
      {buttons.length > 0 && <footer className="review-footer">{buttons}</footer>}
      <AcceptDialog record={r} open={dialog?.kind === 'accept'} onClose={close} />
      <RefuseDialog record={r} action={dialog?.kind === 'refuse' ? dialog.action : null} onClose={close} />
      <ScheduleDialog record={r} open={dialog?.kind === 'schedule'} onClose={close} />
      <ConcludeDialog record={r} item={dialog?.kind === 'conclude' ? dialog.item : null} onClose={close} />
    </div>
  );
}

/** 报检办理 (?id=): one application addressed to this body, and the step it waits for. */
export default function ProcessPage() {
  const id = usePageParam('id');
  const query = useInspectionForReview(id);
  const r = query.data;
  return (
    <ReviewPage
      title={r ? `报检办理 ${r.applyNo}` : '报检办理'}
      missing="请从报检受理列表打开申请"
      id={id}
      error={query.error}
      flow={INSPECTION_FLOW}
      state={r?.state}
      note={r && `${r.unitName} · ${inspectionKindLabel(r.inspectionKind)} · ${r.items.length}台设备`}
      backTo={PATHS.inspectionQueue}
    >
      {r && <Process record={r} />}
    </ReviewPage>
  );
}
