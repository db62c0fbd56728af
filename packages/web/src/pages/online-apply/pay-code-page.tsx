import { NO_QR_PAY, type InspectionApplyRecord } from '@portal/contract';

import { useNavigate } from 'react-router';
import { useInspectionList } from '../../api/online-apply';
import { useClientConfig } from '../../api/session-queries';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { ApplyTable } from './apply-table';
import { RowLink } from '../../components/search-table/row-actions';

/** Spec §2 /pay-code (scan to pay): the unit's applications whose fee is set and unpaid, each to its QR. */
export default function PayCodePage() {
  const navigate = useNavigate();
  const pay = (r: InspectionApplyRecord) => void navigate(recordPath(PATHS.onlineApplyPay, r.id));
  // Bank transfer only where the portal takes no QR payments (PAYMENT_PROVIDER=none).
  const qrPay = useClientConfig().data?.qrPay !== false;
  return (
    <PageCard
      title="扫码缴费"
      note={qrPay ? '检验机构核定费用后，可在此用微信扫码缴纳检验费，或上传银行转账凭证。' : `检验机构核定费用后，可在此上传银行转账凭证（${NO_QR_PAY}）。`}
    >
      <ApplyTable useList={useInspectionList} state="feeSet" onOpen={pay} empty="暂无待缴费的报检申请" actions={(r) => <RowLink onClick={() => pay(r)}>去缴费</RowLink>} />
    </PageCard>
  );
}
