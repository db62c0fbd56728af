import type { InspectionApplyRecord, PayOrderState } from '@portal/contract';
import { PAY_QR_MINUTES } from '@portal/contract/api/online-apply';

import { Alert, App, Button, QRCode, Result, Skeleton, Space, Tabs } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAttList } from '../../api/attachment';
import { failureText } from '../../api/http';
import { inspectionKeys, toPay, useInspectionApply, usePayState, useSubmitVoucher } from '../../api/online-apply';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { PATHS, recordPath } from '../../routes/paths';
import { FeeLines } from './apply-sections';
import { yuan } from './apply-table';
import '../use-record/use-record.css';
import './pay.css';

const POLL_MS = 3000;

/** Seconds until a time, ticking once a second. */
function useSecondsLeft(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [until]);
  return until ? Math.max(0, Math.floor((Date.parse(until) - now) / 1000)) : 0;
}

/** The sandbox's pay page is a path of the portal unless PUBLIC_BASE_URL names the address phones reach. */
const absolute = (url: string) => (url ? new URL(url, window.location.origin).href : '-');

const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** The QR of the fee with its countdown; the page asks where the order stands until it is paid, and an expired QR is renewed. */
function QrPay({ record, onPaid }: { record: InspectionApplyRecord; onPaid: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  // Opening is idempotent: the server hands back the open QR of the same amount while it is valid.
  const opened = useQuery({ queryKey: [...inspectionKeys.pay(record.id), 'qr'], queryFn: () => toPay(record.id), staleTime: Infinity, retry: false });
  const renew = useMutation({
    mutationFn: () => toPay(record.id, true),
    onSuccess: (o) => qc.setQueryData([...inspectionKeys.pay(record.id), 'qr'], o),
  });
  const polled = usePayState(record.id, opened.data?.state === 'open' ? POLL_MS : false);
  const current: PayOrderState | undefined = polled.data ?? opened.data;
  const left = useSecondsLeft(current?.state === 'open' ? current.expiresAt : undefined);
  const paid = current?.state === 'paid' || (current !== undefined && current.applyState !== 'feeSet');

  useEffect(() => {
    if (!paid) return;
    message.success('缴费成功');
    // The application's own view (state, receipt) changed with the payment.
    void qc.invalidateQueries({ queryKey: inspectionKeys.all }).then(onPaid);
  }, [paid, message, qc, onPaid]);

  const error = opened.error ?? renew.error;
  if (error) return <Alert type="error" showIcon title={failureText(error)} action={<Button onClick={() => renew.mutate()}>重新获取二维码</Button>} />;
  if (!current) return <Skeleton.Node active style={{ width: 200, height: 200 }} />;
  const expired = current.state !== 'open' || left === 0;
  return (
    <div className="pay-qr">
      <QRCode value={absolute(current.codeUrl)} size={200} status={expired ? 'expired' : 'active'} onRefresh={() => renew.mutate()} />
      <div className="pay-qr-text">
        <div className="pay-amount">{yuan(current.payableFen)}</div>
        <div>请使用微信扫一扫完成支付</div>
        {expired ? (
          <Button type="primary" loading={renew.isPending} onClick={() => renew.mutate()}>
            二维码已过期，刷新二维码
          </Button>
        ) : (
          <div className="pay-countdown">
            二维码 {mmss(left)} 后过期（有效期{PAY_QR_MINUTES}分钟）
          </div>
        )}
        <div className="ur-muted">订单号 {current.outTradeNo}</div>
        {current.codeUrl && !expired && (
          <a href={absolute(current.codeUrl)} target="_blank" rel="noreferrer">
            在本机打开支付页
          </a>
        )}
      </div>
    </div>
  );
}

/** A bank transfer: the voucher is uploaded, then handed in for the body's finance to confirm. */
function VoucherPay({ record, onDone }: { record: InspectionApplyRecord; onDone: () => void }) {
  const { message } = App.useApp();
  const files = useAttList({ bizType: 'inspectionApply', bizId: record.id, kind: 'payVoucher' });
  const submit = useSubmitVoucher();
  const latest = files.data?.at(-1);
  const [error, setError] = useState('');
  async function hand() {
    if (!latest) return;
    setError('');
    try {
      await submit.mutateAsync({ id: record.id, version: record.version, fileId: latest.attsysid });
      message.success('缴费凭证已提交，等待检验机构财务确认');
      onDone();
    } catch (e) {
      setError(failureText(e));
    }
  }
  return (
    <>
      <p>
        通过银行转账缴纳 {yuan(record.payableFen)} 后，上传银行回单（图片或PDF），提交后由检验机构财务确认到账。转账附言请注明申请编号 {record.applyNo}。
      </p>
      <AttachmentUpload bizType="inspectionApply" bizId={record.id} kind="payVoucher" title="缴费凭证" />
      {error && <Alert className="ur-alert" type="error" showIcon title={error} />}
      <Space className="ur-actions">
        <Button type="primary" disabled={!latest} loading={submit.isPending} onClick={() => void hand()}>
          提交凭证
        </Button>
      </Space>
    </>
  );
}

/** Spec §2 /company-service/online-apply-pay?id=: the fee notice, and payment by QR or by bank transfer. */
export default function PayPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  const query = useInspectionApply(id);
  const receipt = useCallback(() => void navigate(recordPath(PATHS.payProcess, id)), [navigate, id]);
  const r = query.data;
  if (!id) return <Result status="warning" title="请从报检查询或扫码缴费打开申请" />;
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <PageCard title={`缴纳检验费 ${r.applyNo}`} note={`${r.orgName} · 受理编号 ${r.acceptNo}`}>
      <h3 className="ur-section">缴费通知</h3>
      <FeeLines record={r} />
      <h3 className="ur-section">缴费方式</h3>
      {r.state !== 'feeSet' ? (
        <Result
          status={r.state === 'voucher' ? 'info' : 'success'}
          title={r.state === 'voucher' ? '缴费凭证已提交，等待检验机构财务确认' : '该申请已无需缴费'}
          extra={<Button onClick={() => void navigate(recordPath(PATHS.onlineApplyDetail, r.id))}>查看申请</Button>}
        />
      ) : (
        <Tabs
          items={[
            { key: 'qr', label: '扫码缴费', children: <QrPay record={r} onPaid={receipt} /> },
            { key: 'voucher', label: '银行转账', children: <VoucherPay record={r} onDone={() => void query.refetch()} /> },
          ]}
        />
      )}
    </PageCard>
  );
}
