import type { FlowKind, FlowStep } from '@portal/contract';
import { Alert, Empty, Skeleton, Tag, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { downloadUrl } from '../../api/attachment';
import { useFlowLog } from '../../api/flow-log';
import { failureText } from '../../api/http';
import { PATHS } from '../../routes/paths';
import { formatTime } from '../format';
import './flow-log.css';

function StepBody({ step }: { step: FlowStep }) {
  const who =
    step.actorKind === 'applicant'
      ? `${step.actorName}（申请人）`
      : step.actorKind === 'system'
        ? `${step.actorName}（系统）`
        : [step.actorUnitName, step.actorName].filter(Boolean).join(' · ');
  return (
    <div className="flow-step">
      <div className="flow-step-head">
        <strong>{step.actionLabel}</strong>
        <span className="flow-step-who">{who}</span>
        <time>{formatTime(step.at)}</time>
      </div>
      <div className="flow-step-states">{step.fromLabel ? `${step.fromLabel} → ${step.toLabel}` : step.toLabel}</div>
      {step.opinion && <div className="flow-step-opinion">意见：{step.opinion}</div>}
      {step.attachments.length > 0 && (
        <div className="flow-step-files">
          附件：
          {step.attachments.map((a) => (
            <a key={a.attsysid} href={downloadUrl(a.attsysid)}>
              {a.fileName}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

const COLOR: Record<string, string> = { success: 'green', error: 'red', processing: 'blue', warning: 'orange' };

/** Every step of one workflow record, oldest first, as the engine wrote them: who, what, when, why. */
export function FlowLogTimeline({ kind, id, revision, showHeading = false }: { kind: FlowKind; id: string; revision?: string; showHeading?: boolean }) {
  const { data, error, isPending } = useFlowLog(kind, id, revision);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error) return <Alert type="warning" showIcon title={failureText(error)} />;
  return (
    <div className="flow-log">
      {showHeading && (
        <div className="flow-log-heading">
          <span>{data.kindTitle}</span>
          {data.subject && <strong>{data.subject}</strong>}
          <Tag color={data.stateColor}>{data.stateLabel}</Tag>
        </div>
      )}
      {data.steps.length === 0 ? (
        <Empty description="暂无流转记录" />
      ) : (
        <Timeline
          items={data.steps.map((step, i) => ({
            key: step.id,
            color: i === data.steps.length - 1 ? (COLOR[data.stateColor] ?? 'gray') : 'gray',
            content: <StepBody step={step} />,
          }))}
        />
      )}
    </div>
  );
}

/** A link to one record's log on its own page (spec §2 /flowLog-single), in a new window. */
export function FlowLogLink({ kind, id, children = '流转记录' }: { kind: FlowKind; id: string; children?: ReactNode }) {
  return (
    <a className="flow-log-link" href={`${PATHS.flowLog}?${new URLSearchParams({ kind, id }).toString()}`} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A detail page's 流转记录 section: the timeline, and a link to the same log on its own page. */
export function FlowLogSection({ kind, id, revision }: { kind: FlowKind; id: string; revision?: string }) {
  return (
    <section className="flow-log-section">
      <h3>
        流转记录
        <FlowLogLink kind={kind} id={id}>
          在新窗口打开
        </FlowLogLink>
      </h3>
      <FlowLogTimeline kind={kind} id={id} revision={revision} />
    </section>
  );
}
