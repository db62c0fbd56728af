import { DECISION_WORKING_DAYS, type DecisionKind } from '@portal/contract/domain/working-days';
import { Tag, Tooltip } from 'antd';
import './review.css';

/**
 * A reviewer's deadline for an application it accepted (the statutory working days, holidays not
 * counted): red with 已超期 once it passed undecided, grey once decided, — before acceptance.
 */
export function DecisionDeadline({ kind, record: r }: { kind: DecisionKind; record: { deadline: string | null; overdue: boolean; state: string } }) {
  if (!r.deadline) return <span className="decision-done">—</span>;
  const hint = `受理后${DECISION_WORKING_DAYS[kind]}个工作日内作出决定（节假日不计，调休上班日计入）`;
  if (r.overdue)
    return (
      <Tooltip title={hint}>
        <span className="decision-overdue">
          {r.deadline}
          <Tag color="error" className="decision-overdue-tag">
            已超期
          </Tag>
        </span>
      </Tooltip>
    );
  return (
    <Tooltip title={hint}>
      <span className={r.state === 'accepted' ? undefined : 'decision-done'}>{r.deadline}</span>
    </Tooltip>
  );
}
