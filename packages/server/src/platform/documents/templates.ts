import { TERMS } from '@portal/contract/domain/glossary';
import { fitSize, renderPdf, type TableRow } from './render';

/** What a 使用登记证 shows; dates are YYYY-MM-DD. */
export interface RegistrationCertificateData {
  /** 使用登记证编号, e.g. 梯11浙B00012(26). */
  certNo: string;
  unitName: string;
  unitAddress: string;
  /** 设备类别, e.g. 曳引与强制驱动电梯. */
  categoryName: string;
  /** 设备品种, e.g. 曳引驱动乘客电梯. */
  varietyName: string;
  productName: string;
  deviceCode: string;
  internalNo: string;
  /** 设备使用地点. */
  address: string;
  registryName: string;
  issueDate: string;
  clerkName: string;
  /** The public verification page for this certificate, encoded in its QR code. */
  verifyUrl: string;
}

/** What a 使用标志 shows; the maintenance unit and rescue phone are printed for elevators only. */
export interface UseMarkData {
  /** 设备种类, e.g. 电梯. */
  typeName: string;
  varietyName: string;
  internalNo: string;
  certNo: string;
  unitName: string;
  nextInspectionDate: string;
  elevator: boolean;
  maintenanceUnit?: string;
  rescuePhone?: string;
  registryName: string;
  /** The public page that shows this equipment's current record, encoded in the QR code. */
  verifyUrl: string;
}

/** 2026-01-05 → 2026年1月5日, as official documents write dates; anything else is printed as given. */
export function chineseDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : date;
}

const STATEMENT = '依据《中华人民共和国特种设备安全法》，经审核，准予使用登记。';

/** 特种设备使用登记证: A4 landscape, framed; fields on the left, the verification QR code on the right. */
export function registrationCertificate(data: RegistrationCertificateData): Promise<Buffer> {
  return renderPdf({ size: 'A4', landscape: true, frame: true, padding: 8, info: { title: `特种设备使用登记证 ${data.certNo}`, author: data.registryName } }, async (page) => {
    page.title('特种设备使用登记证', 28);
    page.gap(16);

    const qrSize = 132;
    const qrX = page.right - qrSize;
    const tableWidth = qrX - 28 - page.left;
    const statement = { size: 13, x: page.left + 26, width: tableWidth - 26 };
    // The issuing block sits at the bottom right, where the registry's seal goes on the printed form.
    const issued = [`登记机关：${data.registryName}`, `登记人员：${data.clerkName}`, `发证日期：${chineseDate(data.issueDate)}`];
    const issuedWidth = Math.min(page.width * 0.6, Math.max(...issued.map((line) => page.measure(line, 12))) + 1);
    const issuedHeight = issued.reduce((sum, line) => sum + page.textHeight(line, { size: 12, width: issuedWidth }) + 4, -4);
    const tableRoom = page.footerTop() - 14 - issuedHeight - 18 - page.textHeight(STATEMENT, statement) - 18 - page.y;

    const rows: TableRow[] = [
      { label: '使用登记证编号', value: data.certNo, strong: true },
      { label: '使用单位名称', value: data.unitName },
      { label: '使用单位地址', value: data.unitAddress },
      { label: '设备类别', value: data.categoryName },
      { label: '设备品种', value: data.varietyName },
      { label: '产品名称', value: data.productName },
      { label: '设备代码', value: data.deviceCode },
      { label: '单位内编号', value: data.internalNo },
      { label: '设备使用地点', value: data.address },
    ];
    const table = { width: tableWidth, labelWidth: 120 };
    const tableTop = page.y;
    page.table(rows, { ...table, size: fitSize([12, 11, 10, 9], (size) => page.tableHeight(rows, { ...table, size }) <= tableRoom) });
    await page.qr(data.verifyUrl, { x: qrX, y: tableTop, size: qrSize, caption: '扫码核验证书真伪', captionSize: 9 });

    page.gap(18);
    page.text(STATEMENT, statement);
    page.y = Math.max(page.y + 18, page.footerTop() - 14 - issuedHeight);
    for (const line of issued) {
      page.text(line, { size: 12, x: page.right - issuedWidth - 40, width: issuedWidth });
      page.gap(4);
    }
    page.footer(`核验地址：${data.verifyUrl}`);
  });
}

const VALIDITY = '检验合格有效期至下次检验日期';

/** 特种设备使用标志: A5 landscape, framed, to be posted on the equipment (an elevator's in its car). */
export function useMark(data: UseMarkData): Promise<Buffer> {
  return renderPdf({ size: 'A5', landscape: true, frame: true, padding: 5, info: { title: `特种设备使用标志 ${data.certNo}`, author: data.registryName } }, async (page) => {
    page.title('特种设备使用标志', 22);
    page.gap(10);

    const qrSize = 104;
    const qrX = page.right - qrSize;
    const tableWidth = qrX - 18 - page.left;
    const validity = { size: 11, bold: true, align: 'center', width: tableWidth } as const;
    const tableRoom = page.footerTop() - 10 - page.textHeight(VALIDITY, validity) - 8 - page.y;
    const rows: TableRow[] = [
      { label: '设备种类', value: data.typeName },
      { label: '设备品种', value: data.varietyName },
      { label: '单位内编号', value: data.internalNo },
      { label: '使用登记证编号', value: data.certNo },
      { label: '使用单位', value: data.unitName },
      { label: '下次检验日期', value: chineseDate(data.nextInspectionDate), strong: true },
      ...(data.elevator
        ? [
            { label: TERMS.maintenanceUnit, value: data.maintenanceUnit ?? '' },
            { label: '应急救援电话', value: data.rescuePhone ?? '', strong: true },
          ]
        : []),
      { label: '登记机关', value: data.registryName },
    ];
    const table = { width: tableWidth, labelWidth: 92 };
    const tableTop = page.y;
    page.table(rows, { ...table, size: fitSize([10, 9, 8], (size) => page.tableHeight(rows, { ...table, size }) <= tableRoom) });
    await page.qr(data.verifyUrl, { x: qrX, y: tableTop, size: qrSize, caption: '扫码查询设备信息' });

    page.gap(8);
    page.text(VALIDITY, validity);
    page.footer(data.elevator ? '本标志应当置于电梯轿厢内显著位置' : '本标志应当置于设备显著位置');
  });
}
