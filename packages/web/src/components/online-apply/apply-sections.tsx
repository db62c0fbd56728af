import type { InspectionApplyRecord } from '@portal/contract';
import { inspectionKindLabel, isSupervision } from '@portal/contract/api/fee';

import { Alert, Table } from 'antd';
import type { ReactNode } from 'react';
import { downloadUrl } from '../../api/attachment';
import { formatTime } from '../format';
import { PATHS, recordPath } from '../../routes/paths';
import type { ReviewSection } from '../review/review-detail';
import { yuan } from '../money';
import { InspectionItems, type ListedDevice } from './inspection-items';

const PAY_METHODS: Record<string, string> = { qr: '扫码缴费', voucher: '银行转账（凭证已确认）', waived: '全额减免' };

/** The fee lines: per device the fee item, standard fee, relief and payable amount, with totals. */
export function FeeLines({ record: r }: { record: Pick<InspectionApplyRecord, 'fees' | 'standardFen' | 'reliefFen' | 'payableFen'> }) {
  return (
    <Table
      size="small"
      rowKey="itemId"
      pagination={false}
      scroll={{ x: 860 }}
      dataSource={r.fees}
      columns={[
        { key: 'device', title: '设备', width: 220, render: (_, f) => `${f.productName} ${f.deviceCode}`.trim() },
        { key: 'basis', title: '核定类型', dataIndex: 'basis', ellipsis: true },
        { key: 'standard', title: '标准收费', dataIndex: 'standardFen', width: 110, align: 'right', render: (v: number) => yuan(v) },
        { key: 'relief', title: '减免', width: 200, render: (_, f) => (f.reliefFen ? `${yuan(f.reliefFen)}（${f.reliefName}）` : '—') },
        { key: 'payable', title: '应缴', dataIndex: 'payableFen', width: 110, align: 'right', render: (v: number) => yuan(v) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            合计
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {yuan(r.standardFen)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3}>{r.reliefFen ? yuan(r.reliefFen) : '—'}</Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            <strong>{yuan(r.payableFen)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** An application as the unit and the inspection body read it; `itemAction` is a device row's own cell (the body's 出具结论), else its report. */
export function applySections(r: InspectionApplyRecord, linkDevices: boolean, itemAction?: (d: ListedDevice) => ReactNode): ReviewSection[] {
  const reports = r.items.some((i) => i.reportFileId) ? (d: ListedDevice) => reportLink(r, d.id) : undefined;
  const sections: ReviewSection[] = [
    {
      title: '申请信息',
      fields: [
        { label: '申请编号', value: r.applyNo },
        { label: '受理编号', value: r.acceptNo || '检验机构受理后生成' },
        { label: '申请单位', value: r.noAccount ? `${r.unitName}（未开通账号）` : r.unitName },
        ...(r.agentName ? [{ label: '委托申报', value: `${r.agentName}代为申报` }] : []),
        { label: '统一社会信用代码', value: r.unitUscc },
        { label: '检验机构', value: r.orgName },
        { label: '检验类别', value: inspectionKindLabel(r.inspectionKind) },
        ...(r.constructionId
          ? [
              {
                label: '施工告知编号',
                // The company's side opens it: the use unit as its installation declaration, the construction unit as its own notice.
                value: linkDevices ? (
                  <a
                    href={
                      r.readOnly ? `${PATHS.registrationDetails}?type=install&id=${encodeURIComponent(r.constructionId)}` : recordPath(PATHS.constructionDetail, r.constructionId)
                    }
                  >
                    {r.noticeNo}
                  </a>
                ) : (
                  r.noticeNo
                ),
              },
              { label: '使用单位', value: r.useUnitName },
            ]
          : []),
        { label: '提交时间', value: r.submittedAt ? formatTime(r.submittedAt) : '尚未提交' },
        { label: '期望检验日期', value: r.expectedDate || '—' },
        ...(r.acceptedAt
          ? [
              { label: '受理时间', value: formatTime(r.acceptedAt) },
              { label: '检验部门', value: r.department },
              { label: '检验联系人', value: `${r.inspectorName} ${r.inspectorPhone}` },
            ]
          : []),
        ...(r.scheduledDate ? [{ label: '约定检验', value: `${r.scheduledDate} ${r.scheduledPlace}`, span: 2 }] : []),
        ...(r.remark ? [{ label: '备注', value: r.remark, span: 2 }] : []),
      ],
    },
    {
      title: '联系人与报告邮寄',
      fields: [
        { label: '联系人', value: r.contact },
        { label: '联系人手机', value: r.contactMobile },
        { label: '电子邮箱', value: r.email || '—' },
        { label: '收件人', value: `${r.mailReceiver} ${r.mailPhone}` },
        { label: '邮寄地址', value: r.mailAddress, span: 2 },
      ],
    },
    {
      title: `报检设备（${r.items.length}台）`,
      content: (
        <>
          {r.noAccount && (
            <Alert className="ur-alert" type="info" showIcon title="申请单位报检时未开通账号，设备信息为其自行填报，平台无对应设备档案，请现场核对；检验结论不写入设备档案。" />
          )}
          {isSupervision(r.inspectionKind) && r.items.some((i) => !i.equipmentId) && (
            <Alert className="ur-alert" type="info" showIcon title="设备信息来自施工告知；新安装的设备尚无使用登记档案，其监督检验结论在办理使用登记时随证书提交。" />
          )}
          <InspectionItems devices={r.items} linkDevices={linkDevices} action={itemAction ?? reports} />
        </>
      ),
    },
  ];
  if (r.feeSetAt)
    sections.push({
      title: '检验费用',
      fields: [
        { label: '核定时间', value: formatTime(r.feeSetAt) },
        { label: '缴费方式', value: PAY_METHODS[r.payMethod] ?? '待缴费' },
        ...(r.paidAt
          ? [
              { label: '缴费时间', value: formatTime(r.paidAt) },
              { label: '实缴金额', value: yuan(r.paidFen) },
            ]
          : []),
        ...(r.transactionId ? [{ label: '支付交易号', value: r.transactionId }] : []),
      ],
      content: <FeeLines record={r} />,
    });
  return sections;
}

/** The body's signed report of one device, once concluded. */
function reportLink(r: InspectionApplyRecord, itemId: string | undefined) {
  const item = r.items.find((i) => i.id === itemId);
  if (!item?.reportFileId) return null;
  return (
    <a href={downloadUrl(item.reportFileId, true)} target="_blank" rel="noreferrer">
      检验报告 {item.reportNo}
    </a>
  );
}
