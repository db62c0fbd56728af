import { useNavigate } from 'react-router';
import { useRecordedSelfTests } from '../../api/self-test';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { SelfTestTable } from './self-test-sections';
import { RowLink } from '../../components/search-table/row-actions';
import { NavButton } from '../../components/nav-button';

/**
 * 电梯检测 › 自行检测录入 (the elevator testing body): the self-test results it recorded, and a new one. A draft is its
 * own; once issued the use unit sees it and, on a passed one, declares conformity.
 */
export default function SelfTestRecordPage() {
  const navigate = useNavigate();
  return (
    <PageCard
      title="自行检测录入"
      note="按 TSG T7001-2023，不进行定期检验的年份由检测机构对电梯进行自行检测。录入结果并上传签章的检测报告后出具给使用单位；合格的结果由使用单位作出符合性声明，之后可打印新的电梯使用标志。"
      extra={<NavButton to={PATHS.selfTestForm}>录入检测结果</NavButton>}
    >
      <SelfTestTable
        side="detect"
        useList={useRecordedSelfTests}
        states={['draft', 'issued', 'declared', 'revoked']}
        empty="还没有录入自行检测结果"
        actions={(r) => r.state === 'draft' && <RowLink onClick={() => void navigate(recordPath(PATHS.selfTestForm, r.id))}>修改</RowLink>}
      />
    </PageCard>
  );
}
