import type { InspectionApplyRecord, InspectionState } from '@portal/contract';

import { Button, Descriptions, Result, Steps } from 'antd';
import { useInspectionApply } from '../../api/online-apply';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { LoadedRecord } from '../../components/record-page';
import { FeeLines } from '../../components/online-apply/apply-sections';
import { yuan } from '../../components/money';
import '../../components/filing.css';

/** The steps an application goes through, and how far a state has come along them. */
const STEPS = ['提交申请', '受理', '核定费用', '缴费', '约定检验', '检验', '检验完毕'];
const REACHED: Partial<Record<InspectionState, number>> = { submitted: 1, accepted: 2, feeSet: 3, voucher: 3, paid: 4, scheduled: 5, inspecting: 6, completed: 7 };
const METHODS: Record<string, string> = { qr: '微信扫码支付', voucher: '银行转账', waived: '全额减免' };

/** Where the application stands and the receipt of what was paid. */
function Receipt({ r }: { r: InspectionApplyRecord }) {
  const reached = REACHED[r.state] ?? 0;
  return (
    <PageCard title={`缴费凭据 ${r.applyNo}`} extra={r.paidAt && <Button onClick={() => window.print()}>打印</Button>}>
      <Steps className="ur-alert" size="small" current={Math.min(reached, STEPS.length - 1)} items={STEPS.map((title) => ({ title }))} />
      {r.paidAt ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'payer', label: '缴费单位', children: r.unitName },
              { key: 'payee', label: '收款单位', children: r.orgName },
              { key: 'no', label: '申请编号 / 受理编号', children: `${r.applyNo} / ${r.acceptNo}` },
              { key: 'method', label: '缴费方式', children: METHODS[r.payMethod] ?? r.payMethod },
              { key: 'amount', label: '实缴金额', children: <strong>{yuan(r.paidFen)}</strong> },
              { key: 'time', label: '缴费时间', children: formatTime(r.paidAt) },
              ...(r.transactionId ? [{ key: 'tx', label: '支付交易号', children: r.transactionId }] : []),
            ]}
          />
          <h3 className="ur-section">费用明细</h3>
          <FeeLines record={r} />
        </>
      ) : (
        <Result status="info" title="该申请尚未缴费" />
      )}
    </PageCard>
  );
}

/** Spec §2 /company-service/payProcess?id=: where the application stands and the receipt of what was paid. */
export default function PayProcessPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useInspectionApply(id)} missing="请从报检申请打开缴费凭据">
      {(r) => <Receipt r={r} />}
    </LoadedRecord>
  );
}
