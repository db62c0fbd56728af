import { PageCard } from '../../components/page-card';
import { ErrorLogTable } from './error-log-table';

/** 系统维护 › 全部错误日志: every user's entries, for the administrator. */
export default function AllErrorLogPage() {
  return (
    <PageCard title="全部错误日志" note="全平台用户上报的页面与接口错误。">
      <ErrorLogTable showUser />
    </PageCard>
  );
}
