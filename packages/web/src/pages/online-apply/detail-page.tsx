import { isSupervision } from '@portal/contract/api/fee';
import { INSPECTION_EDITABLE, INSPECTION_FLOW } from '@portal/contract/api/online-apply';

import { Alert, Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useInspectionApply, useRevokeInspectionApply } from '../../api/online-apply';
import { useConfirmAction } from '../../components/confirm-action';
import { LaunchInteractionButton, reportChoices } from '../../components/interaction/launch-dialog';
import { usePageParam } from '../../components/page-param';
import { EditStep, LoadedRecord, RecordView } from '../../components/record-page';
import { RequiredDocuments } from '../../components/required-documents';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { yuan } from '../../components/money';
import { applySections } from '../../components/online-apply/apply-sections';
import { editPathOf } from './apply-table';

/** Spec §2 /company-service/online-apply-detail?id=: an application as filed, what the body decided, its fees and every step. */
export default function DetailPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const revoke = useRevokeInspectionApply();
  return (
    <LoadedRecord id={id} query={useInspectionApply(id)} missing="请从报检查询打开申请">
      {(r) => {
        const paid = ['paid', 'scheduled', 'inspecting', 'completed'].includes(r.state) && r.payMethod !== '';
        return (
          <RecordView
            title={`${isSupervision(r.inspectionKind) ? '监督检验申请' : '报检申请'} ${r.applyNo}`}
            tag={<StateTag flow={INSPECTION_FLOW} state={r.state} />}
            sections={applySections(r, true)}
            flat
            documents={{ title: '报检材料', content: <RequiredDocuments bizType="inspectionApply" bizId={r.id} readOnly /> }}
            flow={{ kind: 'inspectionApply', record: r }}
          >
            {r.readOnly && <Alert className="ur-alert" type="info" showIcon title={`本监督检验由施工单位${r.unitName}申请，您的单位作为使用单位可查看进度、结论和报告。`} />}
            {!r.readOnly && (
              <Space className="ur-alert" wrap>
                {INSPECTION_EDITABLE.includes(r.state) && <EditStep to={editPathOf(r)} again={r.state === 'returned'} />}
                {r.state === 'submitted' && (
                  <Button
                    onClick={() => confirm('撤回', `撤回申请 ${r.applyNo} 后可修改再提交。确定撤回吗？`, () => revoke.mutateAsync({ id: r.id, version: r.version }), '申请已撤回')}
                  >
                    撤回
                  </Button>
                )}
                {r.state === 'feeSet' && (
                  <Button type="primary" onClick={() => void navigate(recordPath(PATHS.onlineApplyPay, r.id))}>
                    缴费（{yuan(r.payableFen)}）
                  </Button>
                )}
                {paid && <Button onClick={() => void navigate(recordPath(PATHS.payProcess, r.id))}>缴费凭据</Button>}
                {paid && r.paidFen > 0 && <Button onClick={() => void navigate(`${PATHS.invoice}?applyId=${encodeURIComponent(r.id)}`)}>申请发票</Button>}
                {r.submittedAt && (
                  <LaunchInteractionButton
                    applyId={r.id}
                    applyNo={r.applyNo}
                    reports={reportChoices(r.items)}
                    access="companyService.interaction"
                    threadPath={PATHS.companyInteraction}
                  />
                )}
              </Space>
            )}
            {(r.state === 'returned' || r.state === 'refused') && (
              <Alert className="ur-alert" type={r.state === 'refused' ? 'error' : 'warning'} showIcon title={`${INSPECTION_FLOW.states[r.state].label}：${r.opinion}`} />
            )}
            {r.state === 'voucher' && <Alert className="ur-alert" type="info" showIcon title="缴费凭证已上传，等待检验机构财务确认到账" />}
          </RecordView>
        );
      }}
    </LoadedRecord>
  );
}
