import type { Attachment, InvoiceRecord } from '@portal/contract';
import { INVOICE_FLOW, issueInvoiceInput, returnInvoiceInput } from '@portal/contract/api/invoice';

import { Alert, App, Button, DatePicker, Drawer, Form, Input, Skeleton, Space, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { useAttList } from '../../api/attachment';
import { failureText } from '../../api/http';
import { useInvoiceForFinance, useInvoiceQueue, useIssueInvoice, useReturnInvoice } from '../../api/invoice';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../components/date-value';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { FormDialog } from '../../components/form-dialog';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday, formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { useOpenRecord } from '../../components/page-param';
import { Section } from '../../components/review/review-detail';
import { ReviewQueue } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { StateTag } from '../../components/state-tag';
import { yuan } from '../company-service/apply-table';
import { invoiceKindLabel, invoiceSections } from '../company-service/invoice-sections';

const PDF = 'application/pdf';
/** The invoice the step goes with: the request's latest PDF (the server takes no other type). */
const pdfOf = (files: readonly Attachment[]) => files.filter((f) => f.mime === PDF).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];

interface IssueValues {
  id: string;
  version: number;
  invoiceNo: string;
  invoiceDate: string;
  fileId: string;
}

/** 开具发票: the invoice's number and date, with its PDF uploaded to the request first. */
function IssueDialog({ record, onClose, onDone }: { record: InvoiceRecord | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<IssueValues>();
  const { message } = App.useApp();
  const issue = useIssueInvoice();
  const files = useAttList({ bizType: 'invoice', bizId: record?.id ?? '', kind: 'invoicePdf' }).data ?? [];
  const pdf = pdfOf(files);
  const today = chinaToday();
  const rule = (name: keyof IssueValues) => fromObjectSchema(issueInvoiceInput, name);

  useEffect(() => {
    if (!record) return;
    form.resetFields();
    form.setFieldsValue({ id: record.id, version: record.version, invoiceDate: today });
  }, [record, form, today]);

  // The invoice is what was uploaded; the field follows the upload box.
  useEffect(() => {
    if (!record) return;
    form.setFieldValue('fileId', pdf?.attsysid ?? '');
    if (files.length) void form.validateFields(['fileId']).catch(() => undefined);
  }, [record, pdf?.attsysid, files.length, form]);

  const pdfOnly: FormRule = { validator: () => (files.length && !pdf ? Promise.reject(new Error('发票文件须为PDF')) : Promise.resolve()) };

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
      {(['id', 'version'] as const).map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
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
  const [form] = Form.useForm<{ id: string; version: number; opinion: string }>();
  const { message } = App.useApp();
  const back = useReturnInvoice();
  useEffect(() => {
    if (record) form.setFieldsValue({ id: record.id, version: record.version, opinion: '' });
  }, [record, form]);
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
      {(['id', 'version'] as const).map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
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
    <Drawer
      open={!!id}
      title={r ? `开票 ${r.requestNo}` : '开票'}
      size={900}
      onClose={onClose}
      destroyOnHidden
      extra={r && <StateTag flow={INVOICE_FLOW} state={r.state} />}
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
      {query.isError ? (
        <Alert type="warning" showIcon title={failureText(query.error)} />
      ) : !r ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="review">
          {r.state === 'returned' && <Alert type="warning" showIcon title={`已退回：${r.opinion}`} style={{ marginBottom: 12 }} />}
          {invoiceSections(r).map((s) => (
            <Section key={s.title} section={s} />
          ))}
          {r.state === 'issued' && (
            <Section section={{ title: '发票文件', content: <AttachmentUpload bizType="invoice" bizId={r.id} kind="invoicePdf" readOnly mobile={false} /> }} />
          )}
          <FlowLogSection kind="invoice" id={r.id} revision={`${r.state}-${r.version}`} />
        </div>
      )}
      <IssueDialog record={step === 'issue' ? (r ?? null) : null} onClose={() => setStep(null)} onDone={done} />
      <ReturnDialog record={step === 'return' ? (r ?? null) : null} onClose={() => setStep(null)} onDone={done} />
    </Drawer>
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
  const [open, setOpen] = useOpenRecord();
  return (
    <PageCard title="开票管理" note="核对开票信息与缴费记录后开具发票并上传发票PDF；信息有误的退回并说明原因，申请单位修改后可重新提交。">
      <ReviewQueue
        flow={INVOICE_FLOW}
        useList={useInvoiceQueue}
        columns={COLUMNS}
        keywordHint="申请编号、发票号码、单位名称或报检申请编号"
        empty="暂无待开票的申请"
        openLabel={(r) => (r.state === 'submitted' ? '开票' : '查看')}
        onOpen={(r) => setOpen(r.id)}
      />
      <InvoiceReview id={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
