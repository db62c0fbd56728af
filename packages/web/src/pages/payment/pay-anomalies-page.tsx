import { PAY_ANOMALY_KINDS, PAY_REFUND_STATES, type PayAnomaly, type PayAnomalyKind, type PayRefundState } from '@portal/contract';

import { SyncOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { usePayAnomalies } from '../../api/payment';
import { chinaToday, formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { dateField } from '../../components/search-table/list-fields';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { yuan } from '../../components/money';
import { ReconcileDialog, RefundDialog, ResolveDialog } from './pay-anomaly-dialogs';
import './pay-anomalies.css';

type Status = 'open' | 'resolved' | 'all';

interface Filters {
  date?: string;
  status: Status;
}

const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: 'open', label: '未处理' },
  { value: 'resolved', label: '已处理' },
  { value: 'all', label: '全部' },
];

/** Money paid that may have to go back (red), and records to correct (orange). */
const KIND_COLORS: Record<PayAnomalyKind, string> = {
  amountMismatch: 'orange',
  paidButClosed: 'red',
  paidTwice: 'red',
  refused: 'red',
  paidHereNotThere: 'orange',
  missingHere: 'purple',
};

/** The order's state here. */
const LOCAL_STATES: Record<string, string> = { open: '待支付', paid: '已支付', closed: '已关闭', expired: '已过期' };
/** The trade's state at the provider, as WeChat Pay names them. */
const PROVIDER_STATES: Record<string, string> = {
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  NOTPAY: '未支付',
  CLOSED: '已关闭',
  REVOKED: '已撤销',
  USERPAYING: '支付中',
  PAYERROR: '支付失败',
};

const REFUND_COLORS: Record<PayRefundState, string> = { PROCESSING: 'processing', SUCCESS: 'success', ABNORMAL: 'error', CLOSED: 'default' };

/** The refund's state, amount and who asked for it. */
function RefundState({ refund }: { refund: NonNullable<PayAnomaly['refund']> }) {
  return (
    <>
      <Tag color={REFUND_COLORS[refund.state]}>{PAY_REFUND_STATES[refund.state]}</Tag>
      <div className="pay-anomaly-sub">
        {yuan(refund.amountFen)} {refund.requestedBy} {formatTime(refund.requestedAt)}
      </div>
    </>
  );
}

function Side({ state, amountFen }: { state: string; amountFen: number }) {
  return (
    <>
      {state}
      <div className="pay-anomaly-sub">{yuan(amountFen)}</div>
    </>
  );
}

const localSide = (a: PayAnomaly) => (a.localState ? <Side state={LOCAL_STATES[a.localState] ?? a.localState} amountFen={a.localAmountFen} /> : '本地无此订单');
// A trade found only here has no state or amount at the provider.
const providerSide = (a: PayAnomaly) => (a.providerState ? <Side state={PROVIDER_STATES[a.providerState] ?? a.providerState} amountFen={a.providerAmountFen} /> : '对账单无此交易');

/** 检验业务 › 对账差异: payments the settlement or the daily bill check could not match, for finance to refund or correct. */
export default function PayAnomaliesPage() {
  const table = useSearchTable<Filters>({ initial: { status: 'open' }, blank: { status: 'open' } });
  const { date, status } = table.filters;
  const list = usePayAnomalies({ pageNo: table.pageNo, pageSize: table.pageSize, date: date || undefined, resolved: status === 'all' ? undefined : status === 'resolved' });
  const [resolving, setResolving] = useState<PayAnomaly | null>(null);
  const [refunding, setRefunding] = useState<PayAnomaly | null>(null);
  const [reconciling, setReconciling] = useState(false);

  const columns: SearchColumn<PayAnomaly>[] = [
    { key: 'billDate', title: '对账日期', dataIndex: 'billDate', width: 110 },
    {
      key: 'kind',
      title: '差异类型',
      dataIndex: 'kind',
      width: 190,
      render: (k: PayAnomalyKind) => <Tag color={KIND_COLORS[k]}>{PAY_ANOMALY_KINDS[k]}</Tag>,
    },
    {
      key: 'outTradeNo',
      title: '商户订单号',
      width: 210,
      render: (_, a) => (
        <>
          {a.outTradeNo}
          {a.transactionId && <div className="pay-anomaly-sub">交易号 {a.transactionId}</div>}
        </>
      ),
    },
    { key: 'description', title: '业务', dataIndex: 'description', width: 220, ellipsis: true, render: (v: string) => v || '—' },
    { key: 'local', title: '本地状态/金额', width: 130, render: (_, a) => localSide(a) },
    { key: 'provider', title: '支付平台状态/金额', width: 150, render: (_, a) => providerSide(a) },
    { key: 'note', title: '说明', dataIndex: 'note', width: 200, ellipsis: true },
    { key: 'refund', title: '退款', width: 150, render: (_, a) => (a.refund ? <RefundState refund={a.refund} /> : '—') },
    { key: 'createdAt', title: '发现时间', dataIndex: 'createdAt', width: 170, extra: true, render: (v: string) => formatTime(v) },
    {
      key: 'actions',
      title: '处理',
      width: 200,
      always: true,
      render: (_, a) =>
        a.resolved ? (
          <div className="pay-anomaly-resolution">
            {a.resolution}
            <div className="pay-anomaly-sub">
              {a.resolvedBy} {formatTime(a.resolvedAt)}
            </div>
          </div>
        ) : (
          <Space size={0}>
            {a.refundable && (
              <Button type="link" size="small" onClick={() => setRefunding(a)}>
                {a.refund ? '重新提交退款' : '退款'}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setResolving(a)}>
              处理
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <PageCard
      title="对账差异"
      note="支付通知入账时或每日核对对账单时发现的不一致：金额不符、订单关闭后支付、重复支付、本地与对账单互相缺少的交易。重复支付、关闭后支付等多收的款项可在此原路退款（每笔一次），其他差异请核实更正后在此记录处理结果。"
      extra={
        <Button icon={<SyncOutlined />} onClick={() => setReconciling(true)}>
          重新对账
        </Button>
      }
    >
      <SearchTable<PayAnomaly, Filters>
        table={table}
        result={list}
        fields={[dateField('date', '对账日期', (d) => d.format('YYYY-MM-DD') > chinaToday()), { name: 'status', label: '处理状态', input: <Select options={STATUS_OPTIONS} /> }]}
        columns={columns}
        rowKey="id"
        empty={status === 'open' ? '暂无未处理的对账差异' : '暂无对账差异'}
        settingsKey="inspection-pay-anomalies"
      />
      <ResolveDialog anomaly={resolving} onClose={() => setResolving(null)} />
      <RefundDialog anomaly={refunding} onClose={() => setRefunding(null)} />
      <ReconcileDialog open={reconciling} onClose={() => setReconciling(false)} />
    </PageCard>
  );
}
