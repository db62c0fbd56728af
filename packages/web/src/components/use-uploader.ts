import { useEffect, useRef, useState } from 'react';
import { ApiError, failureText, type UploadCall } from '../api/http';
import { enqueue, fail, nextUid, progress, remove, type QueuedUpload } from './upload-queue';

type Start = (file: File, onProgress: (loaded: number, total: number) => void) => UploadCall<unknown>;

/**
 * Sends picked files one request each, so every file has its own bar and its own refusal.
 * `stored` runs after the server kept a file (refresh the list) before its row goes away, so the
 * file never vanishes between the two lists. Leaving the page cancels what is still on its way.
 */
export function useUploader(start: Start, stored: () => Promise<unknown>) {
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const calls = useRef(new Map<string, UploadCall<unknown>>());

  useEffect(() => {
    const open = calls.current;
    return () => open.forEach((c) => c.abort());
  }, []);

  const add = (files: readonly File[]) => {
    const picked = files.map((file) => ({ file, uid: nextUid() }));
    setQueue((q) =>
      enqueue(
        q,
        picked.map(({ file, uid }) => ({ uid, name: file.name, size: file.size })),
      ),
    );
    for (const { file, uid } of picked) {
      const call = start(file, (loaded, total) => setQueue((q) => progress(q, uid, loaded, total)));
      calls.current.set(uid, call);
      call.done
        .then(() => stored().catch(() => undefined))
        .then(
          () => setQueue((q) => remove(q, uid)),
          (e: unknown) => setQueue((q) => (e instanceof ApiError && e.code === 'ABORTED' ? remove(q, uid) : fail(q, uid, failureText(e)))),
        )
        .finally(() => calls.current.delete(uid));
    }
  };

  /** Stops a file still on its way, or dismisses a refused one. */
  const cancel = (uid: string) => {
    const call = calls.current.get(uid);
    if (call) call.abort();
    else setQueue((q) => remove(q, uid));
  };

  return { queue, add, cancel };
}
