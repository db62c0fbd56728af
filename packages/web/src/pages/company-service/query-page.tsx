import type { InspectionApplyRecord } from '@portal/contract';
import { INSPECTION_EDITABLE } from '@portal/contract/api/online-apply';

import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useDeleteInspectionApply, useInspectionList, useRevokeInspectionApply } from '../../api/online-apply';
import { DraftRowActions } from '../../components/draft-row-actions';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { useAccess, useSession } from '../../state/session-store';
import { ApplyTable, editPathOf } from './apply-table';
import { APPLY_NOTE } from './online-apply-page';

/** Spec §2 /company-service/online-apply-query: the unit's applications, to continue, take back, delete or pay. */
export default function QueryPage() {
  const navigate = useNavigate();
  // The fee is the applying unit's to pay: an agent that filed for it (委托申报) follows the application only.
  const unitId = useSession((s) => s.user?.unitInfo.id ?? '');
  const revoke = useRevokeInspectionApply();
  const remove = useDeleteInspectionApply();
  const open = (r: InspectionApplyRecord) => void navigate(recordPath(PATHS.onlineApplyDetail, r.id));
  const canApply = useAccess('companyService.apply');
  return (
    <PageCard
      title="报检查询"
      note={APPLY_NOTE}
      extra={
        canApply && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PATHS.onlineApply)}>
            新的报检申请
          </Button>
        )
      }
    >
      <ApplyTable
        useList={useInspectionList}
        // Supervision applications have their own query page.
        group="periodic"
        onOpen={open}
        empty="暂无报检申请，点击“新的报检申请”选择设备"
        actions={(r) => (
          <DraftRowActions
            record={r}
            no={r.applyNo}
            noun="申请"
            editable={INSPECTION_EDITABLE.includes(r.state)}
            withdrawable={r.state === 'submitted'}
            onOpen={() => open(r)}
            onEdit={() => void navigate(editPathOf(r))}
            withdraw={revoke.mutateAsync}
            remove={remove.mutateAsync}
          >
            {r.state === 'feeSet' && r.unitId === unitId && (
              <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.onlineApplyPay, r.id))}>
                缴费
              </Button>
            )}
          </DraftRowActions>
        )}
      />
    </PageCard>
  );
}
