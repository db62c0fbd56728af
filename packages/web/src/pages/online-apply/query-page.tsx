import type { InspectionApplyRecord } from '@portal/contract';

import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useInspectionList } from '../../api/online-apply';
import { NavButton } from '../../components/nav-button';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { useAccess, useSession } from '../../state/session-store';
import { ApplyRowActions, ApplyTable } from './apply-table';
import { APPLY_NOTE } from './online-apply-page';

/** Spec §2 /company-service/online-apply-query: the unit's applications, to continue, take back, delete or pay. */
export default function QueryPage() {
  const navigate = useNavigate();
  // The fee is the applying unit's to pay: an agent that filed for it (委托申报) follows the application only.
  const unitId = useSession((s) => s.user?.unitInfo.id ?? '');
  const open = (r: InspectionApplyRecord) => void navigate(recordPath(PATHS.onlineApplyDetail, r.id));
  const canApply = useAccess('companyService.apply');
  return (
    <PageCard
      title="报检查询"
      note={APPLY_NOTE}
      extra={
        canApply && (
          <NavButton to={PATHS.onlineApply} icon={<PlusOutlined />}>
            新的报检申请
          </NavButton>
        )
      }
    >
      <ApplyTable
        useList={useInspectionList}
        // Supervision applications have their own query page.
        group="periodic"
        onOpen={open}
        empty="暂无报检申请，点击“新的报检申请”选择设备"
        actions={(r) => <ApplyRowActions record={r} onOpen={() => open(r)} pay={r.unitId === unitId} />}
      />
    </PageCard>
  );
}
