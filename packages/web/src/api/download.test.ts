import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABORTED, downloadFile, estimatePercent, fileNameOf, type DownloadProgress } from './download';
import { ApiError, setErrorNotifier } from './http';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A streamed answer that sends its chunks one by one, waiting for `gate` before the last when given. */
function fileAnswer(chunks: Uint8Array[], headers: Record<string, string>, gate?: Promise<void>) {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i === chunks.length - 1 && gate) await gate;
      if (i < chunks.length) controller.enqueue(chunks[i++]);
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': XLSX, ...headers } });
}

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

afterEach(() => {
  vi.unstubAllGlobals();
  setErrorNotifier(null);
});

describe('fileNameOf', () => {
  it('prefers the exact UTF-8 name and falls back to the plain one, then to the given name', () => {
    const both = `attachment; filename="____-20261122.xlsx"; filename*=UTF-8''%E7%BB%BC%E5%90%88%E6%9F%A5%E8%AF%A2-20261122.xlsx`;
    expect(fileNameOf(both, 'x.xlsx')).toBe('综合查询-20261122.xlsx');
    expect(fileNameOf('attachment; filename="report.xlsx"', 'x.xlsx')).toBe('report.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E7%BB%BC%E5; filename="plain.xlsx"`, 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(null, '导出.xlsx')).toBe('导出.xlsx');
  });
});

describe('estimatePercent', () => {
  it('follows the bytes but stays below 100 until the file is complete', () => {
    expect(estimatePercent(0, 1000)).toBe(0);
    expect(estimatePercent(500, 1000)).toBe(50);
    expect(estimatePercent(1000, 1000)).toBe(99);
    expect(estimatePercent(5000, 1000)).toBe(99);
    expect(estimatePercent(500, null)).toBe(0);
  });
});

describe('downloadFile', () => {
  it('reads the stream with progress against the estimate, then hands back the whole file and its name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fileAnswer([bytes(300), bytes(300), bytes(400)], {
          'x-total-count': '8',
          'content-disposition': `attachment; filename*=UTF-8''%E8%B6%85%E6%9C%9F.xlsx`,
        }),
      ),
    );
    const seen: DownloadProgress[] = [];
    const file = await downloadFile('/a/stone/eqm/export?list=timeout', {
      fallbackName: 'x.xlsx',
      estimateBytes: (rows) => rows * 100,
      onProgress: (p) => seen.push(p),
    });

    expect(file.fileName).toBe('超期.xlsx');
    expect(file.rows).toBe(8);
    expect(file.blob.size).toBe(1000);
    expect(file.blob.type).toBe(XLSX);
    expect(seen.map((p) => p.received)).toEqual([0, 300, 600, 1000, 1000]);
    // 800 bytes expected: the estimate is passed before the end, and only completion says 100.
    expect(seen.map((p) => p.percent)).toEqual([0, 37, 75, 99, 100]);
    expect(seen.every((p) => p.rows === 8)).toBe(true);
  });

  it('sends the session cookies and the header that marks the portal’s own pages', async () => {
    const fetch = vi.fn(async () => fileAnswer([bytes(10)], {}));
    vi.stubGlobal('fetch', fetch);
    await downloadFile('/a/stone/eqm/export', { fallbackName: '导出.xlsx' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('stops when cancelled and says so apart from failures', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.addEventListener('abort', release);
        return fileAnswer([bytes(100), bytes(100)], { 'x-total-count': '3' }, gate);
      }),
    );
    const controller = new AbortController();
    const received: number[] = [];
    const done = downloadFile('/a/stone/eqm/export', {
      fallbackName: 'x.xlsx',
      signal: controller.signal,
      onProgress: (p) => {
        received.push(p.received);
        if (p.received === 100) controller.abort();
      },
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ABORTED);
    expect(received).not.toContain(200);
  });

  it('turns a refusal answered as an envelope into the server’s message, shown once', async () => {
    const shown: string[] = [];
    setErrorNotifier((text) => shown.push(text));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, errorMsg: '符合条件的设备超过单次导出上限200000台，请缩小查询范围后再导出' }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await downloadFile('/a/stone/eqm/export', { fallbackName: 'x.xlsx' }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('符合条件的设备超过单次导出上限200000台，请缩小查询范围后再导出');
    expect(shown).toEqual(['符合条件的设备超过单次导出上限200000台，请缩小查询范围后再导出']);
  });
});
