import { describe, expect, it } from 'vitest';
import { busy, enqueue, fail, nextUid, percent, progress, remove } from './upload-queue';

const two = () =>
  enqueue(
    [],
    [
      { uid: 'a', name: '营业执照.pdf', size: 1000 },
      { uid: 'b', name: '委托书.jpg', size: 4000 },
    ],
  );

describe('upload queue', () => {
  it('starts each file at nothing sent', () => {
    const q = two();
    expect(q.map((x) => [x.uid, x.loaded, x.stage])).toEqual([
      ['a', 0, 'sending'],
      ['b', 0, 'sending'],
    ]);
    expect(percent(q[0])).toBe(0);
    expect(busy(q)).toBe(true);
  });

  it('scales the multipart body progress to the file and touches only that file', () => {
    const q = progress(two(), 'b', 550, 1100);
    expect(q[1].loaded).toBe(2000);
    expect(percent(q[1])).toBe(50);
    expect(q[0]).toEqual(two()[0]);
  });

  it('never shows 100 before the last byte, then waits for the server check', () => {
    let q = progress(two(), 'a', 1099, 1100);
    expect(percent(q[0])).toBe(99);
    expect(q[0].stage).toBe('sending');
    q = progress(q, 'a', 1100, 1100);
    expect(q[0].stage).toBe('checking');
    expect(percent(q[0])).toBe(100);
  });

  it('keeps a refusal with its reason and ignores late progress for it', () => {
    let q = fail(two(), 'a', '文件内容与扩展名不符，请上传原始文件');
    q = progress(q, 'a', 500, 1100);
    expect(q[0]).toMatchObject({ stage: 'failed', error: '文件内容与扩展名不符，请上传原始文件', loaded: 0 });
    q = remove(q, 'b');
    expect(busy(q)).toBe(false);
    expect(remove(q, 'a')).toEqual([]);
  });

  it('ignores a progress event without a size, and an empty file shows no progress', () => {
    const q = enqueue([], [{ uid: 'z', name: 'empty.pdf', size: 0 }]);
    expect(progress(q, 'z', 0, 0)).toEqual(q);
    expect(percent(q[0])).toBe(0);
  });

  it('gives every picked file its own key', () => {
    expect(nextUid()).not.toBe(nextUid());
  });
});
