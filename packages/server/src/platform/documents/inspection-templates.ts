import { chineseDate } from './templates';
import { fitSize, renderPdf, type TableRow } from './render';

/** A one-page form the portal issues for an inspection (受理单, 缴费通知书, 联络单, 通知书): its rows, a note, the issuer. */
export interface InspectionFormData {
  title: string;
  /** The document's number line under the title (e.g. 受理编号). */
  number: string;
  rows: TableRow[];
  /** A paragraph under the table: what the reader is asked to do. */
  note: string;
  /** The inspection body that issues it; printed at the bottom right, where its seal goes. */
  issuer: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  verifyUrl: string;
}

/** An inspection form on A4 portrait: title, number, a two-column table, a note, the issuer and the verification QR code. */
export function inspectionForm(data: InspectionFormData): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 18, info: { title: `${data.title} ${data.number}`, author: data.issuer } }, async (page) => {
    page.title(data.title, 22);
    page.gap(6);
    page.text(data.number, { size: 10, align: 'right' });
    page.gap(8);

    const qrSize = 96;
    const issued = [`签发单位：${data.issuer}`, `签发日期：${chineseDate(data.issueDate)}`];
    const noteOptions = { size: 10.5 };
    const bottomBlock = Math.max(qrSize + 20, issued.length * 20) + 16;
    const room = page.footerTop() - bottomBlock - page.textHeight(data.note, noteOptions) - 20 - page.y;
    const table = { labelWidth: 110 };
    page.table(data.rows, { ...table, size: fitSize([11, 10, 9, 8], (size) => page.tableHeight(data.rows, { ...table, size }) <= room) });
    page.gap(12);
    page.text(data.note, noteOptions);

    const blockTop = page.footerTop() - bottomBlock + 8;
    await page.qr(data.verifyUrl, { x: page.left, y: blockTop, size: qrSize, caption: '扫码核验文书真伪' });
    page.y = blockTop + 20;
    const width = Math.max(...issued.map((line) => page.measure(line, 11))) + 1;
    for (const line of issued) {
      page.text(line, { size: 11, x: page.right - width - 20, width });
      page.gap(8);
    }
    page.footer(`核验地址：${data.verifyUrl}`);
  });
}
