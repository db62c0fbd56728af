import { Alert, Button } from 'antd';
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
