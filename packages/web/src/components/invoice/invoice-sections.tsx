import type { InvoiceRecord } from '@portal/contract';
import { INVOICE_KINDS } from '@portal/contract/api/invoice';

import { Table } from 'antd';
import { formatTime } from '../format';
import type { ReviewSection } from '../review/review-detail';
import { yuan } from '../money';

export const invoiceKindLabel = (kind: string) => INVOICE_KINDS[kind as keyof typeof INVOICE_KINDS]?.label ?? kind;

/** The paid applications a request covers, and the part of the amount each gave when it was last submitted. */
function Lines({ record: r }: { record: InvoiceRecord }) {
  const held = r.state === 'submitted' || r.state === 'issued';
  return (
    <Table
      size="small"
      rowKey="applyId"
      pagination={false}
      dataSource={r.lines}
      columns={[
        { key: 'applyNo', title: '报检申请编号', dataIndex: 'applyNo', width: 170 },
        { key: 'acceptNo', title: '受理编号', dataIndex: 'acceptNo', render: (v: string) => v || '—' },
        { key: 'paid', title: '已缴金额', dataIndex: 'paidFen', width: 130, align: 'right', render: (v: number) => yuan(v) },
        ...(held ? [{ key: 'amount', title: '本次开票', dataIndex: 'amountFen', width: 130, align: 'right' as const, render: (v: number) => yuan(v) }] : []),
      ]}
    />
  );
}

/** A request as the unit and the body's finance read it. */
export function invoiceSections(r: InvoiceRecord): ReviewSection[] {
  return [
    {
      title: '开票信息',
      fields: [
        { label: '申请编号', value: r.requestNo },
        { label: '发票种类', value: invoiceKindLabel(r.kind) },
        { label: '开票单位名称', value: r.buyerName, span: 2 },
        { label: '开票单位税号', value: r.taxNo || '—' },
        { label: '开票金额', value: <strong>{yuan(r.amountFen)}</strong> },
        { label: '地址、电话', value: r.addressPhone || '—', span: 2 },
        ...(INVOICE_KINDS[r.kind].needsBank
          ? [
              { label: '开户银行', value: r.bankName },
              { label: '银行账号', value: r.bankAccount },
            ]
          : []),
        { label: '接收邮箱', value: r.email || '—' },
        { label: '接收手机', value: r.mobile || '—' },
        { label: '开票机构', value: r.orgName },
        { label: '申请单位', value: r.unitName },
        { label: '提交时间', value: formatTime(r.submittedAt) || '—' },
        { label: '备注', value: r.remark || '—' },
      ],
    },
    { title: '关联的报检申请', content: <Lines record={r} /> },
    ...(r.state === 'issued'
      ? [
          {
            title: '发票',
            fields: [
              { label: '发票号码', value: r.invoiceNo },
              { label: '开票日期', value: r.invoiceDate },
              { label: '开具人', value: r.reviewerName },
              { label: '开具时间', value: formatTime(r.issuedAt) },
            ],
          },
        ]
      : []),
  ];
}
