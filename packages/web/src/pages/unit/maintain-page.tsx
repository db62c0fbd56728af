import { Alert, Skeleton } from 'antd';
import { useUnit } from '../../api/session-queries';
import { useUnitLicence } from '../../api/licence';
import { usePendingChange } from '../../api/unit';
import { PageCard } from '../../components/page-card';
import { useAccess, useSession } from '../../state/session-store';
import { LicenceCard } from './licence-card';
import { PendingChange } from './pending-change';
import { UnitForm } from './unit-form';
import { UnitMaterial } from './unit-material';
import { UnitView } from './unit-view';
import './company-info.css';

/** 单位信息维护 › 单位信息: the unit's full record and its supporting documents. */
export default function MaintainPage() {
  const isMain = useSession((s) => !!s.user?.isMainAccount);
  // The main account edits the record, so its form reads the contacts' mobiles in full.
  const unit = useUnit(isMain);
  const pending = usePendingChange();
  // A construction unit files its licence here; any unit that has filed one sees it.
  const constructs = useAccess('construction.register');
  const licence = useUnitLicence();
  const showLicence = constructs || !!licence.data?.current || !!licence.data?.latest;

  return (
    <div className="company-info">
      {pending.data && <PendingChange change={pending.data} canWithdraw={isMain} />}
      <PageCard title="单位信息" note={isMain ? '带 * 的为必填项。单位名称、统一社会信用代码的修改需上传变更证明材料并经管理员审核，其他信息保存后立即生效。' : undefined}>
        {!isMain && <Alert className="unit-readonly-note" type="info" showIcon title="只有单位主账号可以修改单位信息，当前账号仅可查看。如需修改，请联系本单位主账号。" />}
        {unit.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : !unit.data ? (
          <Alert type="error" showIcon title="单位信息暂时无法读取，请稍后刷新重试" />
        ) : isMain ? (
          <UnitForm unit={unit.data} pending={!!pending.data} onReload={() => unit.refetch().then((r) => r.data)} />
        ) : (
          <UnitView unit={unit.data} />
        )}
      </PageCard>
      {unit.data && licence.data && showLicence && <LicenceCard view={licence.data} unitId={unit.data.id} canFile={isMain} />}
      {unit.data && (
        <PageCard title="单位资料" note="营业执照、授权委托书等证明材料；变更单位名称或信用代码的证明材料在修改单位信息时上传。">
          <UnitMaterial unitId={unit.data.id} readOnly={!isMain} />
        </PageCard>
      )}
    </div>
  );
}
