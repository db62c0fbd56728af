import { PageCard } from '../../components/page-card';
import { ResetList } from './reset-list';

/** 企业账号管理 › 密码重置查询: every application, decided or not. */
export default function ResetPasswordQueryListPage() {
  return (
    <PageCard title="密码重置查询" note="全部密码重置申请及其审核结果。">
      <ResetList waitingOnly={false} />
    </PageCard>
  );
}
