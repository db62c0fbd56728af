import { Alert } from 'antd';
import { useMaintChangeQueue, useMaintRegMine } from '../../api/maint-change';
import { PageCard } from '../../components/page-card';
import { ChangeTable } from './change-list';
import '../../components/filing.css';

/** 维保单位变更管理 › 维保认领: the applications naming the caller's unit, to claim or decline. */
export default function MaintClaimPage() {
  const mine = useMaintRegMine();
  return (
    <PageCard title="维保认领" note="使用单位将电梯的维保单位变更为本单位后，在这里认领（变更生效）或谢绝（须填写原因）。">
      {mine.data && !mine.data.mayClaim && <Alert className="ur-alert" type="warning" showIcon title={`本单位暂不能认领新的维保设备：${mine.data.blockedReason}`} />}
      <ChangeTable side="maintainer" useList={useMaintChangeQueue} initial={{ state: 'submitted' }} />
    </PageCard>
  );
}
