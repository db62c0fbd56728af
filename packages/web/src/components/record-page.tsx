import type { FlowKind } from '@portal/contract';

import { Button, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../api/http';
import { useConfirmAction } from './confirm-action';
import { FlowLogSection } from './flow-log/flow-log-timeline';
import { NavButton } from './nav-button';
import { PageCard } from './page-card';
import { Section, type ReviewSection } from './review/review-detail';
import './filing.css';

/** The part of a TanStack query a page reads. */
export interface Loaded<T> {
  data?: T;
  isError: boolean;
  error: unknown;
}

/**
 * The record the page's address names (?id=), once it is in: without an id the page says where to open one from
 * (`missing`), a refusal says why, and a skeleton stands in while it loads.
 */
export function LoadedRecord<R>({ id, query, missing = '', children }: { id: string; query: Loaded<R>; missing?: string; children: (record: R) => ReactNode }) {
  if (!id || query.isError) return <Result status="warning" title={id ? failureText(query.error) : missing} />;
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <>{children(query.data)}</>;
}

/** A record's sections on its own page, headed as the filing pages head them; `flat` leaves out the review layout. */
export function RecordSections({ sections, flat = false }: { sections: ReviewSection[]; flat?: boolean }) {
  const list = sections.map((s) => <Section key={s.title} section={s} headingClassName="ur-section" />);
  return flat ? list : <div className="review">{list}</div>;
}

/** The buttons of the steps the record's viewer may take now, above its sections. */
export function RecordSteps({ children }: { children: ReactNode }) {
  return (
    <Space wrap className="ur-actions" style={{ marginTop: 0, marginBottom: 12 }}>
      {children}
    </Space>
  );
}

/** The applicant's way back into its form: 继续编辑 a draft, or 修改后重新提交 one sent back. */
export function EditStep({ to, again = false }: { to: string; again?: boolean }) {
  return <NavButton to={to}>{again ? '修改后重新提交' : '继续编辑'}</NavButton>;
}

interface DeleteDraftStepProps {
  id: string;
  /** The delete mutation (a hook from src/api). */
  useDelete: () => { mutateAsync: (id: string) => Promise<unknown> };
  /** The question asked first, naming the draft. */
  ask: string;
  /** The message once it is gone. */
  done: string;
  /** The list the page goes back to. */
  back: string;
}

/** The applicant's 删除 of a draft never sent, asked once more; the page then goes back to its list, as the record is gone. */
export function DeleteDraftStep({ id, useDelete, ask, done, back }: DeleteDraftStepProps) {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const remove = useDelete();
  return (
    <Button danger onClick={() => confirm('删除', ask, () => remove.mutateAsync(id).then(() => navigate(back)), done)}>
      删除
    </Button>
  );
}

interface RecordViewProps {
  title: string;
  /** The record's state. */
  tag: ReactNode;
  sections: ReviewSection[];
  flat?: boolean;
  /** The files the record carries, under their heading. */
  documents?: { title: string; content: ReactNode };
  /** The record in its flow log; the log is asked again when the state or version moves on. */
  flow: { kind: FlowKind; record: { id: string; state: string; version: number } };
  /** What the page puts first: where the record stands and the steps the viewer may take. */
  children?: ReactNode;
}

/** A filing's page as both sides read it: where it stands and its steps, its sections, its documents and every step of its flow. */
export function RecordView({ title, tag, sections, flat, documents, flow, children }: RecordViewProps) {
  const { kind, record } = flow;
  return (
    <PageCard title={title} extra={tag}>
      {children}
      <RecordSections sections={sections} flat={flat} />
      {documents && (
        <>
          <h3 className="ur-section">{documents.title}</h3>
          {documents.content}
        </>
      )}
      <FlowLogSection kind={kind} id={record.id} revision={`${record.state}-${record.version}`} />
    </PageCard>
  );
}
