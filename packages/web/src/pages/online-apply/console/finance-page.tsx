import type { InspectionApplyRecord } from '@portal/contract';
import { INSPECTION_FLOW } from '@portal/contract/api/online-apply';
import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';

import { Alert } from 'antd';
import { useAttList } from '../../../api/attachment';
import { failureText } from '../../../api/http';
import { useDecideVoucher, useInspectionForFinance, useVoucherQueue } from '../../../api/online-apply';
import { MaterialList } from '../../../components/material-list';
import { ReviewDetail } from '../../../components/review/review-detail';
import { ReviewDrawer } from '../../../components/review/review-drawer';
import { ReviewQueuePage } from '../../../components/review/review-queue';
import { applySections } from '../../../components/online-apply/apply-sections';
import { yuan } from '../../../components/money';
import { APPLY_COLUMNS } from './apply-columns';

const VOUCHER_KINDS = { payVoucher: ATTACHMENT_BIZ_TYPES.inspectionApply.kinds.payVoucher };

/** The transfer voucher under review; once confirmed or returned it is in the flow log. */
function Voucher({ record: r }: { record: InspectionApplyRecord }) {
  const files = useAttList({ bizType: 'inspectionApply', bizId: r.id, kind: 'payVoucher' });
  if (!r.voucherFileId) return <Alert type="info" showIcon title="当前没有待确认的缴费凭证，历次凭证见流转记录" />;
  if (files.isError) return <Alert type="warning" showIcon title={failureText(files.error)} />;
  return <MaterialList files={(files.data ?? []).filter((f) => f.attsysid === r.voucherFileId)} kinds={VOUCHER_KINDS} required={['payVoucher']} />;
}

function VoucherReview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useInspectionForFinance(id);
  const decide = useDecideVoucher();
  const r = query.data;
  return (
    <ReviewDrawer open={!!id} title={r ? `缴费确认 ${r.applyNo}` : '缴费确认'} size={960} flow={INSPECTION_FLOW} state={r?.state} error={query.error} onClose={onClose}>
      {r && (
        <ReviewDetail
          flow={INSPECTION_FLOW}
          flowLog="inspectionApply"
          // The record's reviewer is who accepted it, not finance: the result shows the state, the log the rest.
          record={{ ...r, reviewerName: '', reviewedAt: null, opinion: '' }}
          sections={applySections(r, false).filter((s) => s.fields?.length)}
          material={{ title: `缴费凭证（应缴 ${yuan(r.payableFen)}）`, content: <Voucher record={r} /> }}
          actions={['confirmVoucher', 'rejectVoucher']}
          confirm={{ confirmVoucher: `确认已收到${r.unitName}转账的检验费 ${yuan(r.payableFen)}？确认后申请转为已缴费，检验机构可约定检验。` }}
          reasonExample="凭证金额与应缴金额不符，请核对后重新上传"
          notice="申请单位会在消息中心收到通知"
          onDecide={(action, opinion) => decide.mutateAsync({ id: r.id, version: r.version, action, opinion })}
          onDecided={onClose}
        />
      )}
    </ReviewDrawer>
  );
}

/** 检验业务 › 缴费确认: transfer vouchers the units uploaded, to confirm the money arrived or return the voucher. */
export default function FinancePage() {
  return (
    <ReviewQueuePage
      title="缴费确认"
      note="核对银行到账记录与凭证的金额、付款单位；到账的予以确认，不符的退回凭证并说明原因，申请单位可重新缴费或上传凭证。"
      flow={INSPECTION_FLOW}
      useList={useVoucherQueue}
      columns={APPLY_COLUMNS}
      keywordHint="申请编号、受理编号、设备代码或设备名称"
      empty="暂无待确认的缴费凭证"
      initialState="voucher"
      openLabel={() => '查看'}
      review={VoucherReview}
    />
  );
}
