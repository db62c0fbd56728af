import { useMaintChangeList } from '../../api/maint-change';
import { PageCard } from '../../components/page-card';
import { PATHS } from '../../routes/paths';
import { ChangeTable } from './change-list';
import { NavButton } from '../../components/nav-button';

/** 维保单位变更管理 › 维保单位变更申请 (/implementation/applyIndex): the use unit's applications. */
export default function MaintApplyIndexPage() {
  return (
    <PageCard
      title="维保单位变更申请"
      note="选择本单位的电梯、新的维保单位（须已备案且许可有效）和维保合同，上传合同后提交；维保单位认领后变更生效，设备的维保单位和24小时值班电话随之更新。提交后、认领前可以撤回。"
      extra={<NavButton to={PATHS.maintChangeForm}>新建变更申请</NavButton>}
    >
      <ChangeTable side="owner" useList={useMaintChangeList} />
    </PageCard>
  );
}
