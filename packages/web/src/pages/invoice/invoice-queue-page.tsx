import type { InvoiceRecord } from '@portal/contract';
import { INVOICE_FLOW, issueInvoiceInput, returnInvoiceInput } from '@portal/contract/api/invoice';

import { Alert, App, Button, DatePicker, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useInvoiceForFinance, useInvoiceQueue, useIssueInvoice, useReturnInvoice } from '../../api/invoice';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../components/date-value';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { FormDialog, HiddenFields, useFreshForm } from '../../components/form-dialog';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday, formatTime } from '../../components/format';
import { Section } from '../../components/review/review-detail';
import { ReviewDrawer } from '../../components/review/review-drawer';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { yuan } from '../../components/money';
import { invoiceKindLabel, invoiceSections } from '../../components/invoice/invoice-sections';
import { useUploadedPdf } from '../../components/attachment/uploaded-pdf';

interface IssueValues {
  id: string;
  version: number;
  invoiceNo: string;
  invoiceDate: string;
  fileId: string;
}

/** 开具发票: the invoice's number and date, with its PDF uploaded to the request first. */
function IssueDialog({ record, onClose, onDone }: { record: InvoiceRecord | null; onClose: () => void; onDone: () => void }) {
  const today = chinaToday();
  const form = useFreshForm<IssueValues>(record, record ? { id: record.id, version: record.version, invoiceDate: today } : {});
  const { message } = App.useApp();
  const issue = useIssueInvoice();
  const { pdf, pdfOnly } = useUploadedPdf(form, 'fileId', { bizType: 'invoice', bizId: record?.id ?? '', kind: 'invoicePdf' }, '发票文件须为PDF');
  const rule = (name: keyof IssueValues) => fromObjectSchema(issueInvoiceInput, name);

  return (
    <FormDialog
      open={!!record}
      title={record ? `开具发票 · ${record.requestNo}（${yuan(record.amountFen)}）` : '开具发票'}
      width={640}
      labelWidth={100}
      form={form}
      saving={issue.isPending}
      okText="开具发票"
      onSave={async (v) => {
        await issue.mutateAsync(v);
        message.success(`已开具发票 ${v.invoiceNo}，申请单位可下载`);
        onDone();
      }}
      onClose={onClose}
    >
      <HiddenFields names={['id', 'version']} />
      <Form.Item name="invoiceNo" label="发票号码" required rules={[rule('invoiceNo')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={20} style={{ width: 280 }} />
      </Form.Item>
      <Form.Item name="invoiceDate" label="开票日期" required rules={[rule('invoiceDate')]} {...dateTextProps}>
        <DatePicker style={{ width: 200 }} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
      </Form.Item>
      <Form.Item label="发票文件" required extra={pdf ? `以“${pdf.fileName}”作为开具的发票` : '上传开具的发票PDF后才能开具'}>
        <Form.Item name="fileId" noStyle rules={[rule('fileId'), pdfOnly]}>
          <Input type="hidden" />
        </Form.Item>
        {record && <AttachmentUpload bizType="invoice" bizId={record.id} kind="invoicePdf" mobile={false} title="发票（PDF）" />}
      </Form.Item>
    </FormDialog>
  );
}

/** 退回 with the reason the unit reads; it corrects the request and submits it again. */
function ReturnDialog({ record, onClose, onDone }: { record: InvoiceRecord | null; onClose: () => void; onDone: () => void }) {
  const form = useFreshForm<{ id: string; version: number; opinion: string }>(record, record ? { id: record.id, version: record.version, opinion: '' } : {});
  const { message } = App.useApp();
  const back = useReturnInvoice();
  return (
    <FormDialog
      open={!!record}
      title={record ? `退回发票申请 · ${record.requestNo}` : '退回发票申请'}
      width={560}
      labelWidth={90}
      form={form}
      saving={back.isPending}
      okText="退回"
      onSave={async (v) => {
        await back.mutateAsync(v);
        message.success('发票申请已退回，申请单位会在消息中心收到通知');
        onDone();
      }}
      onClose={onClose}
    >
      <HiddenFields names={['id', 'version']} />
      <Form.Item name="opinion" label="退回原因" required rules={[fromObjectSchema(returnInvoiceInput, 'opinion')]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：开票单位税号与名称不符，请核对后重新提交" />
      </Form.Item>
    </FormDialog>
  );
}

function InvoiceReview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useInvoiceForFinance(id);
  const [step, setStep] = useState<'issue' | 'return' | null>(null);
  const r = query.data;
  const done = () => {
    setStep(null);
    onClose();
  };
  return (
    <ReviewDrawer
      open={!!id}
      title={r ? `开票 ${r.requestNo}` : '开票'}
      flow={INVOICE_FLOW}
      state={r?.state}
      error={query.error}
      onClose={onClose}
      footer={
        r?.state === 'submitted' && (
          <Space>
            <Button type="primary" onClick={() => setStep('issue')}>
              开具发票
            </Button>
            <Button danger onClick={() => setStep('return')}>
              退回
            </Button>
          </Space>
        )
      }
    >
      {r && (
        <div className="review">
          {r.state === 'returned' && <Alert type="warning" showIcon title={`已退回：${r.opinion}`} style={{ marginBottom: 12 }} />}
          {invoiceSections(r).map((s) => (
            <Section key={s.title} section={s} />
          ))}
          {r.state === 'issued' && (
            <Section section={{ title: '发票文件', content: <AttachmentUpload bizType="invoice" bizId={r.id} kind="invoicePdf" readOnly mobile={false} /> }} />
          )}
          <FlowLogSection kind="invoice" id={r.id} revision={`${r.state}-${r.version}`} />
          <IssueDialog record={step === 'issue' ? r : null} onClose={() => setStep(null)} onDone={done} />
          <ReturnDialog record={step === 'return' ? r : null} onClose={() => setStep(null)} onDone={done} />
        </div>
      )}
    </ReviewDrawer>
  );
}

const COLUMNS: SearchColumn<InvoiceRecord>[] = [
  { key: 'requestNo', title: '申请编号', dataIndex: 'requestNo', width: 150 },
  { key: 'unitName', title: '申请单位', dataIndex: 'unitName', ellipsis: true },
  { key: 'kind', title: '发票种类', dataIndex: 'kind', width: 130, render: (v: string) => invoiceKindLabel(v) },
  { key: 'buyerName', title: '开票单位名称', dataIndex: 'buyerName', ellipsis: true },
  { key: 'amount', title: '开票金额', dataIndex: 'amountFen', width: 110, align: 'right', render: (v: number) => yuan(v) },
  { key: 'invoiceNo', title: '发票号码', dataIndex: 'invoiceNo', width: 190, render: (v: string) => v || '—' },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => formatTime(v) },
];

/** 检验业务 › 开票管理: invoice requests addressed to this body; issue each with its number, date and PDF, or return it with the reason. */
export default function InvoiceQueuePage() {
  return (
    <ReviewQueuePage
      title="开票管理"
      note="核对开票信息与缴费记录后开具发票并上传发票PDF；信息有误的退回并说明原因，申请单位修改后可重新提交。"
      flow={INVOICE_FLOW}
      useList={useInvoiceQueue}
      columns={COLUMNS}
      keywordHint="申请编号、发票号码、单位名称或报检申请编号"
      empty="暂无待开票的申请"
      openLabel={(r) => (r.state === 'submitted' ? '开票' : '查看')}
      review={InvoiceReview}
    />
  );
}
