/**
 * Files on their way to the server, as the upload lists draw them: a row per file with its bytes
 * sent, then either gone (the server's list shows it) or failed with the server's reason.
 * Pure functions over an array, so the desktop widget and the phone page keep the same books.
 */

export type UploadStage = 'sending' | 'checking' | 'failed';

export interface QueuedUpload {
  uid: string;
  name: string;
  size: number;
  loaded: number;
  /** 'checking': every byte is sent, the server is judging the content. */
  stage: UploadStage;
  error?: string;
}

let counter = 0;
/** A key for a file in the queue; the same file picked twice is two uploads. */
export const nextUid = (): string => `up-${Date.now().toString(36)}-${(counter += 1)}`;

export const enqueue = (queue: readonly QueuedUpload[], files: ReadonlyArray<{ uid: string; name: string; size: number }>): QueuedUpload[] => [
  ...queue,
  ...files.map((f) => ({ uid: f.uid, name: f.name, size: f.size, loaded: 0, stage: 'sending' as const })),
];

/**
 * Bytes sent of the request body. The body is a little larger than the file (multipart framing),
 * so progress is scaled to the file's size, and the last byte sent means the server is checking.
 */
export function progress(queue: readonly QueuedUpload[], uid: string, loaded: number, total: number): QueuedUpload[] {
  return queue.map((q) => {
    if (q.uid !== uid || q.stage === 'failed' || total <= 0) return q;
    const done = loaded >= total;
    return { ...q, loaded: done ? q.size : Math.min(q.size, Math.round((loaded / total) * q.size)), stage: done ? 'checking' : 'sending' };
  });
}

export const fail = (queue: readonly QueuedUpload[], uid: string, error: string): QueuedUpload[] => queue.map((q) => (q.uid === uid ? { ...q, stage: 'failed', error } : q));

/** Drops a row: its file was stored (and now shows in the server's list), or the user dismissed it. */
export const remove = (queue: readonly QueuedUpload[], uid: string): QueuedUpload[] => queue.filter((q) => q.uid !== uid);

/** Whole percent for the bar; 100 only once every byte is sent. */
export function percent(q: QueuedUpload): number {
  if (q.stage === 'checking') return 100;
  if (q.size <= 0) return 0;
  return Math.min(99, Math.floor((q.loaded / q.size) * 100));
}

/** Whether any file is still on its way (pages warn before leaving, buttons wait). */
export const busy = (queue: readonly QueuedUpload[]): boolean => queue.some((q) => q.stage !== 'failed');
