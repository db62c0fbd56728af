import { PageCard } from '../../components/page-card';
import { ResetList } from './reset-list';

/** 企业账号管理 › 密码重置审核: the applications waiting for a decision. */
export default function ResetPasswordCheckListPage() {
  return (
    <PageCard title="密码重置审核" note="核对加盖公章的申请函后审核；通过后新密码立即生效，该账号已登录的会话全部失效。">
      <ResetList waitingOnly />
    </PageCard>
  );
}
