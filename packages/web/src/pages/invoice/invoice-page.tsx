import type { InvoiceRecord, InvoiceState } from '@portal/contract';
import { INVOICE_EDITABLE, INVOICE_FLOW } from '@portal/contract/api/invoice';

import { Alert, App, Button, Drawer, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { downloadInvoice, useInvoice, useInvoiceList, useWithdrawInvoice } from '../../api/invoice';
import { useConfirmAction } from '../../components/confirm-action';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { useOpenRecord, usePageParam } from '../../components/page-param';
import { Section } from '../../components/review/review-detail';
import { type SearchColumn } from '../../components/search-table/search-table';
import { StateTag } from '../../components/state-tag';
import { yuan } from '../../components/money';
import { InvoiceFormDialog } from './invoice-form';
import { invoiceKindLabel, invoiceSections } from '../../components/invoice/invoice-sections';
import { actionsColumn, RowLink } from '../../components/search-table/row-actions';
import { flowStates } from '../../components/search-table/list-fields';
import { RecordList } from '../../components/search-table/record-list';

interface Filters {
  state?: InvoiceState;
  keyword?: string;
}

/** 下载发票 of an issued request, through a short-lived download token. */
function DownloadButton({ record: r, type = 'link' }: { record: InvoiceRecord; type?: 'link' | 'primary' }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadInvoice(r.id, r.invoiceNo)
      .catch((e: unknown) => void message.error(failureText(e)))
      .finally(() => setBusy(false));
  };
  return (
    <Button type={type} size={type === 'link' ? 'small' : 'middle'} loading={busy} onClick={run}>
      下载发票
    </Button>
  );
}

/** One request: what was asked, the invoice once issued, and every step. */
function InvoiceDetail({ id, onClose, onEdit }: { id: string | null; onClose: () => void; onEdit: (r: InvoiceRecord) => void }) {
  const query = useInvoice(id);
  const r = query.data;
  return (
    <Drawer
      open={!!id}
      title={r ? `发票申请 ${r.requestNo}` : '发票申请'}
      size={900}
      onClose={onClose}
      destroyOnHidden
      extra={r && <StateTag flow={INVOICE_FLOW} state={r.state} />}
    >
      {query.isError ? (
        <Alert type="warning" showIcon title={failureText(query.error)} />
      ) : !r ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="review">
          {r.state === 'returned' && <Alert type="warning" showIcon title={`${INVOICE_FLOW.states.returned.label}：${r.opinion}`} style={{ marginBottom: 12 }} />}
          <Space style={{ marginBottom: 12 }}>
            {r.state === 'issued' && <DownloadButton record={r} type="primary" />}
            {INVOICE_EDITABLE.includes(r.state) && <Button onClick={() => onEdit(r)}>{r.state === 'returned' ? '修改后重新提交' : '继续编辑'}</Button>}
          </Space>
          {invoiceSections(r).map((s) => (
            <Section key={s.title} section={s} />
          ))}
          <FlowLogSection kind="invoice" id={r.id} revision={`${r.state}-${r.version}`} />
        </div>
      )}
    </Drawer>
  );
}

/**
 * 发票申请: the unit's invoice requests over the inspection fees it paid, with their states; a new request, changes to
 * a draft or a returned one, withdrawal, and the issued invoice's PDF. Opened with ?applyId= from a paid application,
 * the request form starts with that application chosen.
 */
export default function InvoicePage() {
  const applyId = usePageParam('applyId');
  const [form, setForm] = useState<{ record: InvoiceRecord | null } | null>(applyId ? { record: null } : null);
  const [open, setOpen] = useOpenRecord();
  const confirm = useConfirmAction();
  const withdraw = useWithdrawInvoice();

  const columns: SearchColumn<InvoiceRecord>[] = [
    { key: 'requestNo', title: '申请编号', dataIndex: 'requestNo', width: 140 },
    { key: 'kind', title: '发票种类', dataIndex: 'kind', width: 120, render: (v: string) => invoiceKindLabel(v) },
    { key: 'buyerName', title: '开票单位名称', dataIndex: 'buyerName', ellipsis: true },
    { key: 'amount', title: '开票金额', dataIndex: 'amountFen', width: 100, align: 'right', render: (v: number) => yuan(v) },
    { key: 'invoiceNo', title: '发票号码', dataIndex: 'invoiceNo', width: 180, render: (v: string) => v || '—' },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 155, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 80, render: (_, r) => <StateTag flow={INVOICE_FLOW} state={r.state} /> },
    actionsColumn(190, (r) => (
      <Space size={0}>
        <RowLink onClick={() => setOpen(r.id)}>查看</RowLink>
        {INVOICE_EDITABLE.includes(r.state) && <RowLink onClick={() => setForm({ record: r })}>修改</RowLink>}
        {r.state === 'issued' && <DownloadButton record={r} />}
        {INVOICE_FLOW.transitions.some((t) => t.action === 'withdraw' && t.from.includes(r.state)) && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              confirm('撤回', `撤回发票申请 ${r.requestNo} 后，其金额可重新申请开票。确定撤回吗？`, () => withdraw.mutateAsync({ id: r.id, version: r.version }), '发票申请已撤回')
            }
          >
            撤回
          </Button>
        )}
      </Space>
    )),
  ];

  return (
    <PageCard
      title="发票申请"
      note="检验费缴纳后，可向收费的检验机构申请开具发票；一张发票可关联缴费给同一检验机构的多个报检申请，开票金额不超过尚可开票的金额。"
      extra={
        <Button type="primary" onClick={() => setForm({ record: null })}>
          申请发票
        </Button>
      }
    >
      <RecordList<InvoiceRecord, Filters>
        useList={useInvoiceList}
        states={flowStates(INVOICE_FLOW)}
        keywordHint="申请编号、发票号码、开票单位或报检申请编号"
        empty="还没有发票申请"
        onOpen={(r: InvoiceRecord) => setOpen(r.id)}
        columns={columns}
      />
      <InvoiceDetail
        id={open}
        onClose={() => setOpen(null)}
        onEdit={(r) => {
          setOpen(null);
          setForm({ record: r });
        }}
      />
      <InvoiceFormDialog open={!!form} record={form?.record ?? null} applyId={form?.record ? undefined : applyId || undefined} onClose={() => setForm(null)} />
    </PageCard>
  );
}
