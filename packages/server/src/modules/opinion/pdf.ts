import { fitSize, renderPdf, type TableRow } from '../../platform/documents/render';
import { chineseDate } from '../../platform/documents/templates';

/** What a 特种设备检验意见通知书 (YJTZS) shows; dates are YYYY-MM-DD. */
export interface OpinionNoticeData {
  noticeNo: string;
  unitName: string;
  /** 设备品种 (or the category when the catalogue code names no variety). */
  varietyName: string;
  productName: string;
  deviceCode: string;
  certNo: string;
  address: string;
  inspectionKind: string;
  inspectionDate: string;
  reportNo: string;
  conclusion: string;
  defects: readonly { item: string; problem: string; basis: string; demand: string }[];
  deadline: string;
  orgName: string;
  inspectorName: string;
  issueDate: string;
  /** The public verification page of the device's inspection report, encoded in the QR code. */
  verifyUrl: string;
}

const FOOTER = '本通知书一式两份，检验机构与使用单位各执一份；整改反馈须逐条对应上述问题';

/** 特种设备检验意见通知书: A4 portrait, framed; the device, the defects one row each, the deadline, the body and a QR code. */
export function opinionNoticePdf(data: OpinionNoticeData): Promise<Buffer> {
  return renderPdf({ size: 'A4', frame: true, padding: 6, info: { title: `特种设备检验意见通知书 ${data.noticeNo}`, author: data.orgName } }, async (page) => {
    page.title('特种设备检验意见通知书', 22, 4);
    page.gap(6);
    page.text(`编号：${data.noticeNo}`, { size: 10.5, align: 'right' });
    page.gap(8);
    page.text(`${data.unitName}：`, { size: 12, bold: true });
    page.gap(4);
    page.text(
      `    我机构于${chineseDate(data.inspectionDate)}对你单位下列设备进行了${data.inspectionKind}，发现存在下列问题。请于${chineseDate(data.deadline)}前完成整改，` +
        '并将加盖公章的整改反馈及证明材料通过特种设备企业服务平台反馈我机构；逾期未整改或整改不符合要求的，我机构将按规定进行复检或报告特种设备安全监督管理部门。',
      { size: 11 },
    );
    page.gap(10);

    const device: TableRow[] = [
      { label: '设备品种', value: data.varietyName },
      { label: '产品名称', value: data.productName },
      { label: '设备代码', value: data.deviceCode },
      { label: '使用登记证编号', value: data.certNo || '—' },
      { label: '设备使用地点', value: data.address },
      { label: '检验报告编号', value: data.reportNo },
      { label: '检验结论', value: data.conclusion, strong: true },
    ];
    page.table(device, { labelWidth: 110, size: 10 });
    page.gap(12);

    page.text('发现的问题及整改要求', { size: 12, bold: true });
    page.gap(4);
    const defects: TableRow[] = data.defects.map((d, n) => ({
      label: `问题${n + 1}`,
      value: `项目/部位：${d.item}\n问题：${d.problem}\n依据：${d.basis}\n整改要求：${d.demand}`,
    }));
    // What sits below the defects: the deadline, the issuing block beside the QR code, the footer.
    const qrSize = 92;
    const below = 14 + 20 + qrSize + 16;
    const table = { labelWidth: 70, size: fitSize([10, 9, 8, 7], (size) => page.tableHeight(defects, { labelWidth: 70, size }) <= page.footerTop() - below - page.y) };
    // Defects that do not fit even at the smallest size go on to further sheets, each closed by the footer.
    let rest = defects;
    while (page.tableHeight(rest, table) > page.footerTop() - below - page.y) {
      let n = 1;
      while (n < rest.length && page.tableHeight(rest.slice(0, n + 1), table) <= page.footerTop() - 8 - page.y) n++;
      page.table(rest.slice(0, n), table);
      rest = rest.slice(n);
      page.footer(FOOTER);
      page.nextSheet();
      if (rest.length === 0) break;
      page.text(`发现的问题及整改要求（续，通知书编号 ${data.noticeNo}）`, { size: 12, bold: true });
      page.gap(4);
    }
    if (rest.length) page.table(rest, table);
    page.gap(14);
    page.text(`整改期限：${chineseDate(data.deadline)}前`, { size: 12, bold: true });
    page.gap(6);

    const blockTop = Math.max(page.y, page.footerTop() - qrSize - 16);
    await page.qr(data.verifyUrl, { x: page.left + 10, y: blockTop, size: qrSize, caption: '扫码核验检验报告' });
    const issued = [`检验机构：${data.orgName}`, `检验人员：${data.inspectorName}`, `签发日期：${chineseDate(data.issueDate)}`];
    const width = Math.max(...issued.map((line) => page.measure(line, 11))) + 2;
    page.y = blockTop + 10;
    for (const line of issued) {
      page.text(line, { size: 11, x: page.right - width - 30, width });
      page.gap(6);
    }
    page.footer(FOOTER);
  });
}
