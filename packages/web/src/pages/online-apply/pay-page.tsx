import type { InspectionApplyRecord } from '@portal/contract';

import { Alert, App, Button, Result, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAttList } from '../../api/attachment';
import { failureText } from '../../api/http';
import { useClientConfig } from '../../api/session-queries';
import { inspectionKeys, payStateOf, toPay, useInspectionApply, useSubmitVoucher } from '../../api/online-apply';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { PATHS, recordPath } from '../../routes/paths';
import { FeeLines } from '../../components/online-apply/apply-sections';
import { yuan } from '../../components/money';
import { QrPay } from './qr-pay';
import '../../components/filing.css';
import './pay.css';

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
  // Bank transfer only where the portal takes no QR payments (PAYMENT_PROVIDER=none).
  const qrPay = useClientConfig().data?.qrPay !== false;
  const receipt = () => void navigate(recordPath(PATHS.payProcess, id));
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
            ...(qrPay
              ? [
                  {
                    key: 'qr',
                    label: '扫码缴费',
                    children: (
                      <QrPay
                        payer={{ key: inspectionKeys.pay(r.id), open: (renew) => toPay(r.id, renew), state: () => payStateOf(r.id), refresh: inspectionKeys.all }}
                        onPaid={receipt}
                      />
                    ),
                  },
                ]
              : []),
            { key: 'voucher', label: '银行转账', children: <VoucherPay record={r} onDone={() => void query.refetch()} /> },
          ]}
        />
      )}
    </PageCard>
  );
}
