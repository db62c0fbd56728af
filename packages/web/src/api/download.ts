import { ApiError, networkFailure, notAFile } from './http';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Rows the server said the file holds (x-total-count), when it said. */
  rows: number | null;
  /** 0–99 while the file arrives (an estimate from the bytes), 100 once it is complete. */
  percent: number;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  rows: number | null;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (p: DownloadProgress) => void;
  /** The expected size of a file of so many rows; without it (or without a count) progress uses Content-Length. */
  estimateBytes?: (rows: number) => number;
  /** The name to save under when the answer names none. */
  fallbackName: string;
}

/** The thrown error when the user cancelled, so callers can tell it from a failure. */
export const ABORTED = 'ABORTED';

/** The file name of a Content-Disposition header: the exact UTF-8 `filename*` first, then the plain `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* a malformed escape: try the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1].trim() || fallback;
}

/** Progress against an expected size; never 100 before the last byte, since the estimate can be short. */
export function estimatePercent(received: number, expected: number | null): number {
  if (!expected || expected <= 0) return 0;
  return Math.min(99, Math.floor((received / expected) * 100));
}

/**
 * Fetches a file with the session's cookies and reads it chunk by chunk, reporting progress, so a
 * large export can show how far it got and be cancelled with the signal.
 */
export async function downloadFile(url: string, opts: DownloadOptions): Promise<DownloadedFile> {
  const cancelled = () => new ApiError('已取消下载', 0, ABORTED);
  let res: Response;
  try {
    res = await fetch(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin', signal: opts.signal });
  } catch {
    throw opts.signal?.aborted ? cancelled() : networkFailure({});
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json') || !res.body) return notAFile(url, res);

  const count = res.headers.get('x-total-count');
  const rows = count !== null && /^\d+$/.test(count) ? Number(count) : null;
  const length = Number(res.headers.get('content-length')) || null;
  const expected = rows !== null && opts.estimateBytes ? opts.estimateBytes(rows) : length;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body.getReader();
  opts.onProgress?.({ received, rows, percent: 0 });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // Not every fetch ends the body on abort; the signal is checked here too.
      if (opts.signal?.aborted) {
        void reader.cancel();
        throw cancelled();
      }
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      opts.onProgress?.({ received, rows, percent: estimatePercent(received, expected) });
    }
  } catch {
    throw opts.signal?.aborted ? cancelled() : networkFailure({});
  }
  opts.onProgress?.({ received, rows, percent: 100 });
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(res.headers.get('content-disposition'), opts.fallbackName), rows };
}

/** Hands a downloaded file to the browser to save. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the data over; a moment later the object URL can go.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
