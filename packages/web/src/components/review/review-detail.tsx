import type { FlowKind, Workflow } from '@portal/contract';
import { findTransition } from '@portal/contract/domain/workflow';

import { Alert, App, Button, Descriptions, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { failureText } from '../../api/http';
import { FlowLogSection } from '../flow-log/flow-log-timeline';
import { formatTime } from '../format';
import { StateTag } from '../state-tag';
import './review.css';

export interface ReviewField {
  label: string;
  value: ReactNode;
  /** 2 runs across both columns (an address). */
  span?: number;
}

export interface ReviewSection {
  title: string;
  /** Label and value pairs, as a bordered table in two columns. */
  fields?: ReviewField[];
  /** Whatever else the section shows (the requested changes, files), under the fields. */
  content?: ReactNode;
}

/** What every reviewed record of the contract carries: its state and, once decided, who decided, when and why. */
export interface ReviewedRecord<S extends string> {
  id: string;
  state: S;
  reviewerName: string;
  reviewedAt: string | null;
  opinion: string;
}

export interface ReviewDetailProps<S extends string, A extends string, D extends A> {
  /** The record's workflow from contract: which steps it allows now, their words, which need a reason. */
  flow: Workflow<S, A>;
  /** The record's kind in the flow log. */
  flowLog: FlowKind;
  record: ReviewedRecord<S>;
  /** What the record says, in order (the applicant, the unit, the requested change). */
  sections: ReviewSection[];
  /** The files the decision rests on. */
  material: ReviewSection;
  /** The reviewer's steps, in button order (the first is the main one); those the record's state allows are offered. */
  actions: readonly D[];
  /** What a step does, asked once more before it is taken; a step that needs a reason shows the reason instead. */
  confirm?: Partial<Record<D, string>>;
  /** A typical reason, in the opinion box's hint. */
  reasonExample: string;
  /** How the applicant hears of the decision, e.g. 申请人会收到短信通知. */
  notice: string;
  /** The message after a step, where 已 and its label do not say enough. */
  doneText?: Partial<Record<D, string>>;
  /** Takes the step on the server; rejects with the server's refusal, which is shown beside the buttons. */
  onDecide: (action: D, opinion: string) => Promise<unknown>;
  /** After a step was taken (a drawer closes). */
  onDecided?: () => void;
}

/** One section of a record: its heading, its fields in two columns, then whatever else it shows (record pages give the heading their own class). */
export function Section({ section, headingClassName }: { section: ReviewSection; headingClassName?: string }) {
  return (
    <section>
      <h3 className={headingClassName}>{section.title}</h3>
      {section.fields && (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 1, lg: 2 }}
          className="review-fields"
          items={section.fields.map((f) => ({ key: f.label, label: f.label, children: f.value, span: f.span }))}
        />
      )}
      {section.content}
    </section>
  );
}

/** A decided record, read-only: the result, who decided and when, and what they wrote. */
function ReviewResult<S extends string>({ flow, record, opinionLabel }: { flow: Workflow<S, string>; record: ReviewedRecord<S>; opinionLabel: string }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="review-result"
      items={[
        { key: 'state', label: '审核结果', children: <StateTag flow={flow} state={record.state} /> },
        // A record taken back by its applicant was never decided.
        ...(record.reviewerName
          ? [
              { key: 'reviewer', label: '审核人', children: record.reviewerName },
              { key: 'time', label: '审核时间', children: formatTime(record.reviewedAt) },
              { key: 'opinion', label: opinionLabel, children: record.opinion || '无' },
            ]
          : []),
      ]}
    />
  );
}

/**
 * A record under review, top to bottom: its sections, its material, the decision (or the result once
 * taken) and the flow log. The step buttons stay in view at the bottom of the scrolling area; every
 * step is confirmed first, and a step the flow marks needsReason (退回, 驳回) cannot go without one.
 */
export function ReviewDetail<S extends string, A extends string, D extends A>({
  flow,
  flowLog,
  record,
  sections,
  material,
  actions,
  confirm,
  reasonExample,
  notice,
  doneText,
  onDecide,
  onDecided,
}: ReviewDetailProps<S, A, D>) {
  const [form] = Form.useForm<{ opinion?: string }>();
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState<D | null>(null);
  const [failure, setFailure] = useState('');
  const steps = actions.flatMap((action) => {
    const t = findTransition(flow, record.state, action);
    return t ? [{ action, label: t.label, needsReason: !!t.needsReason }] : [];
  });
  const optional = steps.filter((s) => !s.needsReason).map((s) => s.label);
  const required = steps.filter((s) => s.needsReason).map((s) => s.label);
  // The step that led here, when it was a refusal: its reason is what the applicant reads.
  const refusal = flow.transitions.find((t) => t.needsReason && t.to === record.state && actions.some((a) => a === t.action));

  async function run(action: D, label: string, opinion: string) {
    setBusy(action);
    try {
      await onDecide(action, opinion);
      message.success(doneText?.[action] ?? `已${label}`);
      onDecided?.();
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(null);
    }
  }

  function take({ action, label, needsReason }: (typeof steps)[number]) {
    setFailure('');
    const opinion = (form.getFieldValue('opinion') as string | undefined)?.trim() ?? '';
    if (needsReason && !opinion) {
      form.setFields([{ name: 'opinion', errors: [`${label}时必须填写${label}原因`] }]);
      form.scrollToField('opinion', { block: 'center', focus: true });
      return;
    }
    modal.confirm({
      title: label,
      content: needsReason ? `${label}原因：${opinion}。${notice}。确定${label}吗？` : (confirm?.[action] ?? `${notice}。确定${label}吗？`),
      okText: `确定${label}`,
      okButtonProps: { danger: needsReason },
      cancelText: '取消',
      onOk: () => run(action, label, opinion),
    });
  }

  return (
    <div className="review">
      {sections.map((s) => (
        <Section key={s.title} section={s} />
      ))}
      <Section section={material} />
      <section>
        <h3>审核</h3>
        {steps.length ? (
          <Form
            form={form}
            name={`review-${record.id}`}
            layout="vertical"
            className="review-opinion"
            onValuesChange={() => {
              if (form.getFieldError('opinion').length) form.setFields([{ name: 'opinion', errors: [] }]);
            }}
          >
            <Form.Item
              name="opinion"
              label="审核意见"
              // Whether a reason is needed depends on the step, so take() checks it, not a rule.
              extra={[optional.length && `${optional.join('、')}时可不填`, required.length && `${required.join('、')}时必须写明原因，${notice}`].filter(Boolean).join('；')}
            >
              <Input.TextArea rows={3} maxLength={500} showCount placeholder={`如：${reasonExample}`} />
            </Form.Item>
          </Form>
        ) : (
          <ReviewResult flow={flow} record={record} opinionLabel={refusal ? `${refusal.label}原因` : '审核意见'} />
        )}
      </section>
      <FlowLogSection kind={flowLog} id={record.id} revision={record.state} />
      {steps.length > 0 && (
        <footer className="review-footer">
          {steps.map((s, i) => (
            <Button key={s.action} type={i === 0 ? 'primary' : 'default'} danger={s.needsReason} loading={busy === s.action} disabled={!!busy} onClick={() => take(s)}>
              {s.label}
            </Button>
          ))}
          {failure && <Alert className="review-failure" type="error" showIcon title={failure} />}
        </footer>
      )}
    </div>
  );
}
