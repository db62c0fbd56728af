import { Alert, App, Button, Form, Result, Skeleton, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../api/http';
import { recordPath } from '../routes/paths';
import { PageCard } from './page-card';
import type { Loaded } from './record-page';
import { SaveFailureAlert, useSaveFailure, type SaveFailure } from './save-failure';
import './filing.css';

interface FilingFormPageProps<R extends { id: string }> {
  /** The saved record's ?id=; empty for a new one. */
  id: string;
  query: Loaded<R>;
  /** What the form needs besides the record (the unit's licence, the form's options), loaded before it shows. */
  needs?: Loaded<unknown>[];
  newTitle: string;
  title: (r: R) => string;
  note?: ReactNode;
  tag: (r: R) => ReactNode;
  /** Whether the caller may change the record as it stands. */
  editable: (r: R) => boolean;
  /** A record it may not change: 该{noun}{state}，不能修改, with a link (查看{noun} unless given) to its page. */
  locked: { noun: string; state: (r: R) => string; path: string; link?: string };
  /** The form, of a new record (no argument) or of the saved one. */
  children: (record?: R) => ReactNode;
}

/**
 * The page of a filing's draft form: a new record, or the saved one (?id=) while its state lets the caller change it.
 * The form stays mounted across its own saves, so a refusal after a save (a submission still missing a document) stays
 * on screen; a first save moves to the saved record's address, which mounts the page afresh.
 */
export function FilingFormPage<R extends { id: string }>(p: FilingFormPageProps<R>) {
  const waiting = [...(p.id ? [p.query] : []), ...(p.needs ?? [])];
  const failed = waiting.find((q) => q.isError);
  if (failed) return <Result status="warning" title={failureText(failed.error)} />;
  if (waiting.some((q) => q.data === undefined)) return <Skeleton active paragraph={{ rows: 12 }} />;
  const r = p.query.data;
  if (!p.id || !r)
    return (
      <PageCard title={p.newTitle} note={p.note}>
        {p.children()}
      </PageCard>
    );
  const { noun, state, path, link } = p.locked;
  return (
    <PageCard title={p.title(r)} note={p.note} extra={p.tag(r)}>
      {p.editable(r) ? p.children(r) : <Result status="info" title={`该${noun}${state(r)}，不能修改`} extra={<a href={recordPath(path, r.id)}>{link ?? `查看${noun}`}</a>} />}
    </PageCard>
  );
}

/** Where a save stands: the refusal of the last try and which button is at work. */
export interface DraftSave {
  failure: SaveFailure | null;
  /** The record is stored: 保存 rather than 保存草稿, and documents can be uploaded to it. */
  saved: boolean;
  pending: 'save' | 'submit' | null;
  onSave: () => void;
  onSubmit: () => void;
}

interface DraftSaveOptions<V, S extends { id: string }> {
  form: FormInstance<V>;
  /** The saved record being edited; none for a new one. */
  record?: { id: string; version: number };
  /** Values of the saved record that the form shows without holding them as fields; the fields' values go over them. */
  kept?: Partial<V>;
  /** The area's own check once the fields pass: what to warn of, or nothing when the draft may go. */
  check?: () => string | undefined;
  /** Stores the draft (and submits it when isCommit); resolves to the stored record. */
  save: (values: V, draft: { id?: string; version?: number; isCommit: boolean }) => Promise<S>;
  /** The toast after a submission, which then opens the record's detail page. */
  submitted: (saved: S) => string;
  /** The toast after a new record's first save, which then opens its form; a later save says 已保存. */
  created: (saved: S) => string;
  detailPath: string;
  /** The form page's route, or how a saved record's form is addressed when ?id= alone does not say it. */
  formPath: string | ((id: string) => string);
}

/** 保存草稿 and submit of a filing's form: validate, the area's own check, save, toast, and on to the next page. */
export function useDraftSave<V, S extends { id: string }>(o: DraftSaveOptions<V, S>): DraftSave {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { failure, fail, clear } = useSaveFailure();
  const [pending, setPending] = useState<DraftSave['pending']>(null);

  async function run(isCommit: boolean) {
    clear();
    const fields = await o.form.validateFields().catch(() => null);
    if (!fields) return;
    const warning = o.check?.();
    if (warning) {
      message.warning(warning);
      return;
    }
    setPending(isCommit ? 'submit' : 'save');
    try {
      const saved = await o.save({ ...o.kept, ...fields }, { id: o.record?.id, version: o.record?.version, isCommit });
      if (isCommit) {
        message.success(o.submitted(saved));
        await navigate(recordPath(o.detailPath, saved.id));
      } else if (o.record) {
        message.success('已保存');
      } else {
        message.success(o.created(saved));
        // Replaced: going back should not reopen the blank form and file the record twice.
        await navigate(typeof o.formPath === 'string' ? recordPath(o.formPath, saved.id) : o.formPath(saved.id), { replace: true });
      }
    } catch (e) {
      fail(e);
    } finally {
      setPending(null);
    }
  }

  return { failure, saved: !!o.record, pending, onSave: () => void run(false), onSubmit: () => void run(true) };
}

/**
 * The foot of a form that keeps a draft and submits it: the refusal of the last try, 保存草稿 (保存 once saved) and the
 * submit button. The submit button waits for the first save unless `submitAlways`: documents are uploaded to a saved record.
 */
export function DraftActions({ failure, saved, pending, onSave, onSubmit, submitLabel, submitAlways }: DraftSave & { submitLabel: string; submitAlways?: boolean }) {
  return (
    <>
      <SaveFailureAlert failure={failure} className="ur-alert" />
      <Space className="ur-actions">
        <Button onClick={onSave} loading={pending === 'save'} disabled={pending === 'submit'}>
          {saved ? '保存' : '保存草稿'}
        </Button>
        {(saved || submitAlways) && (
          <Button type="primary" onClick={onSubmit} loading={pending === 'submit'} disabled={pending === 'save'}>
            {submitLabel}
          </Button>
        )}
      </Space>
    </>
  );
}

/** A filing's form: fields stacked under their labels, and a refused check scrolls its field into the middle of the view. */
export function FilingForm<V>({ form, initialValues, children }: { form: FormInstance<V>; initialValues: Partial<V>; children: ReactNode }) {
  return (
    <Form<V> form={form} layout="vertical" className="ur-form" initialValues={initialValues} scrollToFirstError={{ block: 'center' }}>
      {children}
    </Form>
  );
}

/** A filing's documents on its form, under their heading: they are uploaded to the stored record, so a new one says when they can be. */
export function DraftDocuments({ title, record, waiting, children }: { title: string; record?: { id: string }; waiting: string; children: (id: string) => ReactNode }) {
  return (
    <>
      <h3 className="ur-section">{title}</h3>
      {record ? children(record.id) : <p className="ur-muted">{waiting}</p>}
    </>
  );
}

/** What the reviewer wrote when it sent the filing back, over its form: `by` says who sent it back, `again` what to do now. */
export function ReturnedAlert({
  record,
  by = '申请被退回',
  again = '请按退回原因修改申请或补充材料后重新提交。',
}: {
  record?: { state: string; opinion: string };
  by?: string;
  again?: string;
}) {
  if (record?.state !== 'returned') return null;
  return <Alert className="ur-alert" type="warning" showIcon title={`${by}：${record.opinion}`} description={again} />;
}
