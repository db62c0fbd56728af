import { useNavigate } from 'react-router';
import { useComplianceSelfTests } from '../../api/self-test';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { SelfTestTable } from './self-test-sections';
import { RowLink } from '../../components/search-table/row-actions';

/** 电梯检测 › 符合性声明 (spec §2 /elevator-detection/compliance): the self-test results issued for the unit's elevators. */
export default function CompliancePage() {
  const navigate = useNavigate();
  return (
    <PageCard
      title="符合性声明"
      note="检测机构出具的电梯自行检测结果。结论为合格的，请核对后作出符合性声明：声明后该次自行检测记入设备检验记录，设备的下次检验（检测）日期随之更新，并可在“电梯使用标志打印”中打印新的使用标志。结论为不合格的不能声明，请整改后重新检测。"
    >
      <SelfTestTable
        side="use"
        useList={useComplianceSelfTests}
        states={['issued', 'declared', 'revoked']}
        empty="还没有检测机构出具的自行检测结果"
        actions={(r) => r.state === 'issued' && r.conclusion === 'pass' && <RowLink onClick={() => void navigate(recordPath(PATHS.selfTestDetail, r.id))}>声明符合</RowLink>}
      />
    </PageCard>
  );
}
