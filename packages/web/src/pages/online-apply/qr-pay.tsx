import type { PayOrderState } from '@portal/contract';
import { PAY_QR_MINUTES } from '@portal/contract/api/online-apply';

import { Alert, App, Button, QRCode, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { failureText } from '../../api/http';
import { yuan } from '../../components/money';
import '../../components/filing.css';
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

/** How a page opens an application's QR and asks where it stands: logged in, or with an access token (/notLoginOnlinePay). */
export interface QrPayer {
  key: QueryKey;
  open: (renew: boolean) => Promise<PayOrderState>;
  state: () => Promise<PayOrderState | null>;
  /** What to refresh once paid: the views that show the application. */
  refresh: QueryKey;
}

/** The QR of the fee with its countdown; the page asks where the order stands until it is paid, and an expired QR is renewed. */
export function QrPay({ payer, onPaid }: { payer: QrPayer; onPaid?: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const qrKey = [...payer.key, 'qr'];
  // Opening is idempotent: the server hands back the open QR of the same amount while it is valid.
  const opened = useQuery({ queryKey: qrKey, queryFn: () => payer.open(false), staleTime: Infinity, retry: false });
  const renew = useMutation({ mutationFn: () => payer.open(true), onSuccess: (o) => qc.setQueryData(qrKey, o) });
  const polled = useQuery({ queryKey: payer.key, queryFn: payer.state, refetchInterval: opened.data?.state === 'open' ? POLL_MS : false });
  const current: PayOrderState | undefined = polled.data ?? opened.data;
  const left = useSecondsLeft(current?.state === 'open' ? current.expiresAt : undefined);
  const paid = current?.state === 'paid' || (current !== undefined && current.applyState !== 'feeSet');

  // Once per payment: the page's payer and callback are new objects on every render, so they are read, not watched.
  const settled = useEffectEvent(() => {
    message.success('缴费成功');
    void qc.invalidateQueries({ queryKey: payer.refresh }).then(onPaid);
  });
  useEffect(() => {
    if (paid) settled();
  }, [paid]);

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
