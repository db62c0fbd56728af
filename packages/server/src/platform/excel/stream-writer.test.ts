import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { unzip } from '../../../test/support/unzip';
import { streamWorkbook, type SheetColumn } from './stream-writer';

interface Item {
  name: string;
  note: string | null;
  qty: number | null;
}

const columns: SheetColumn<Item>[] = [
  { header: '名称', width: 30, value: (r) => r.name },
  { header: '说明 & <备注>', width: 24.5, value: (r) => r.note },
  { header: '数量', width: 8, value: (r) => r.qty },
];

async function* from<T>(items: T[]) {
  for (const item of items) yield item;
}

async function load(stream: Readable) {
  const ExcelJS = (await import('exceljs')).default;
  // exceljs declares its own Buffer type, an ArrayBuffer; a Node Buffer is what it reads.
  return new ExcelJS.Workbook().xlsx.load((await buffer(stream)) as unknown as ArrayBuffer);
}

describe('streamWorkbook', () => {
  it('writes a sheet that reads back cell for cell, header bold and frozen, columns at their widths', async () => {
    const items: Item[] = [
      { name: '宁波明达物业管理有限公司', note: 'A & B <c> "d" \'e\'', qty: 42 },
      { name: '控制\u0007字符', note: '', qty: 3.5 },
      { name: '  前后空格  ', note: '第一行\r\n第二行\t制表', qty: null },
      { name: '😀 表情', note: '孤立\ud800代理', qty: -0.25 },
      // Enough rows to span many pieces of sheet XML.
      ...Array.from({ length: 3000 }, (_, i) => ({ name: `海曙区中山东路${i}号`, note: i % 2 ? null : `备注${i}`, qty: i })),
    ];
    const onError = vi.fn();
    const book = await load(streamWorkbook('超期未检:[宁波]/' + '很'.repeat(40), columns, from(items), onError));
    expect(onError).not.toHaveBeenCalled();

    const sheet = book.worksheets[0];
    expect(book.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('超期未检宁波' + '很'.repeat(25));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect([1, 2, 3].map((i) => sheet.getColumn(i).width)).toEqual([30, 24.5, 8]);

    const header = sheet.getRow(1);
    expect([1, 2, 3].map((i) => header.getCell(i).value)).toEqual(['名称', '说明 & <备注>', '数量']);
    expect([1, 2, 3].map((i) => header.getCell(i).font?.bold)).toEqual([true, true, true]);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();

    // The control character and the lone surrogate are dropped, empty text is an empty cell.
    const expected = items.map((r) => [r.name.replace('\u0007', ''), r.note ? r.note.replace('\ud800', '') : null, r.qty]);
    expect(sheet.rowCount).toBe(items.length + 1);
    const actual = expected.map((_, i) => [1, 2, 3].map((c) => sheet.getRow(i + 2).getCell(c).value));
    expect(actual).toEqual(expected);
  });

  it('writes text that looks like a formula as an inline string, never as a formula', async () => {
    const items = ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)'].map((name) => ({ name, note: null, qty: null }));
    const files = unzip(await buffer(streamWorkbook('清单', columns, from(items), vi.fn())));
    const xml = files.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(xml).not.toContain('<f>');
    expect(xml).toContain('<c r="A2" t="inlineStr"><is><t>=HYPERLINK(&quot;x&quot;)</t></is></c>');
    expect(xml).toContain('<c r="A5" t="inlineStr"><is><t>@SUM(A1)</t></is></c>');
  });

  it('passes an error from the rows to onError and destroys the stream', async () => {
    const failure = new Error('数据库连接中断');
    const rows = (async function* () {
      yield* from(Array.from({ length: 10 }, (_, i) => ({ name: `第${i}行`, note: null, qty: i })));
      throw failure;
    })();
    const onError = vi.fn();
    const stream = streamWorkbook('清单', columns, rows, onError);
    await expect(buffer(stream)).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(stream.destroyed).toBe(true);
  });

  /** Rows without end, counting what is pulled, and whether the iteration was closed. */
  function endless() {
    const seen = { pulled: 0, closed: false };
    const rows = (async function* () {
      try {
        for (;;) yield { name: `上城区解放路${seen.pulled++}号国际大厦`, note: '定期检验', qty: seen.pulled };
      } finally {
        seen.closed = true;
      }
    })();
    return { seen, rows };
  }

  it('pulls rows only as fast as the reader takes the file', async () => {
    const { seen, rows } = endless();
    const stream = streamWorkbook('清单', columns, rows, vi.fn());
    // Nobody reads: the rows stop once the zip's output buffer is full, and only compressed bytes wait.
    let held = -1;
    await vi.waitFor(
      () => {
        const before = held;
        held = seen.pulled;
        expect(held).toBe(before);
      },
      { interval: 200, timeout: 10_000 },
    );
    expect(stream.readableLength).toBeLessThan(2 * 1024 * 1024);
    stream.resume();
    await vi.waitFor(() => expect(seen.pulled).toBeGreaterThan(held));
    stream.destroy();
  });

  it('stops the rows when the reader goes away', async () => {
    const { seen, rows } = endless();
    const onError = vi.fn();
    const stream = streamWorkbook('清单', columns, rows, onError);
    for await (const _chunk of stream) break; // leaving the loop destroys the stream
    await vi.waitFor(() => expect(seen.closed).toBe(true));
    const pulled = seen.pulled;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.pulled).toBe(pulled);
    expect(onError).not.toHaveBeenCalled();
  });
});
