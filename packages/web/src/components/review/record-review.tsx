import type { FlowKind, Workflow } from '@portal/contract';

import type { ComponentType } from 'react';
import { ReviewDetail, type ReviewDetailProps, type ReviewedRecord } from './review-detail';
import { ReviewDrawer } from './review-drawer';

/** A reviewer's step on a record as the decide endpoints take it: on the version the reviewer read. */
export interface Decision<D extends string> {
  id: string;
  action: D;
  opinion: string;
  version: number;
}

interface RecordReviewKind<R extends ReviewedRecord<S> & { version: number }, S extends string, A extends string, D extends A> {
  /** The record query (a hook from src/api); it waits while no record is open. */
  useRecord: (id: string | null) => { data?: R; error: unknown };
  /** The decide mutation (a hook from src/api). */
  useDecide: () => { mutateAsync: (decision: Decision<D>) => Promise<unknown> };
  flow: Workflow<S, A>;
  flowLog: FlowKind;
  /** The drawer's title; a function is asked before the record is in (with undefined) and after. */
  title: string | ((record: R | undefined) => string);
  /** The drawer's width, in pixels. */
  size?: number;
  /** The drawer closes once a step is taken. */
  closeOnDecided?: boolean;
  /** What the reviewer reads of the record and the steps offered on it. */
  detail: (record: R) => Pick<ReviewDetailProps<S, A, D>, 'sections' | 'material' | 'actions' | 'confirm' | 'reasonExample' | 'notice' | 'doneText'>;
}

/** The drawer a review queue opens one kind of record in: the record's review, or why it could not be read. */
export function recordReview<R extends ReviewedRecord<S> & { version: number }, S extends string, A extends string, D extends A>(
  kind: RecordReviewKind<R, S, A, D>,
): ComponentType<{ id: string | null; onClose: () => void }> {
  const { useRecord, useDecide, flow, flowLog, title, size, closeOnDecided, detail } = kind;
  return function RecordReview({ id, onClose }) {
    const query = useRecord(id);
    const decide = useDecide();
    const r = query.data;
    return (
      <ReviewDrawer open={!!id} title={typeof title === 'string' ? title : title(r)} size={size} flow={flow} state={r?.state} error={query.error} onClose={onClose}>
        {r && (
          <ReviewDetail
            flow={flow}
            flowLog={flowLog}
            record={r}
            {...detail(r)}
            onDecide={(action, opinion) => decide.mutateAsync({ id: r.id, action, opinion, version: r.version })}
            onDecided={closeOnDecided ? onClose : undefined}
          />
        )}
      </ReviewDrawer>
    );
  };
}
