import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { ApiError, failureText } from '../api/http';

/** Why the server refused a save; a version conflict is mended by loading the stored record again. */
export interface SaveFailure {
  text: string;
  conflict: boolean;
}

/** The refusal of a form's last save, shown beside the form: set from the caught error, cleared on the next try. */
export function useSaveFailure() {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  return {
    failure,
    fail: (e: unknown) => setFailure({ text: failureText(e), conflict: e instanceof ApiError && e.code === 'CONFLICT' }),
    clear: () => setFailure(null),
  };
}

/** The refusal as an alert, with 重新加载 on a version conflict when the form can reload. */
export function SaveFailureAlert({ failure, onReload, className }: { failure: SaveFailure | null; onReload?: () => void; className?: string }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={failure.text}
      className={className}
      action={
        failure.conflict && onReload ? (
          <Button size="small" onClick={onReload}>
            重新加载
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * The foot of a form that keeps a draft and submits it: the refusal of the last try, 保存草稿 (保存 once saved) and the
 * submit button. The submit button waits for the first save unless `submitAlways`: documents are uploaded to a saved record.
 */
export function DraftActions(p: {
  failure: SaveFailure | null;
  saved: boolean;
  submitLabel: string;
  onSave: () => void;
  onSubmit: () => void;
  saving: boolean;
  submitting?: boolean;
  submitAlways?: boolean;
}) {
  return (
    <>
      <SaveFailureAlert failure={p.failure} className="ur-alert" />
      <Space className="ur-actions">
        <Button onClick={p.onSave} loading={p.saving}>
          {p.saved ? '保存' : '保存草稿'}
        </Button>
        {(p.saved || p.submitAlways) && (
          <Button type="primary" onClick={p.onSubmit} loading={p.submitting ?? p.saving}>
            {p.submitLabel}
          </Button>
        )}
      </Space>
    </>
  );
}
