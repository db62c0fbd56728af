import { PageCard } from '../../components/page-card';
import { ErrorLogTable } from './error-log-table';

/** The user menu's 错误日志: errors met while using the portal, for technical support. */
export default function MyErrorLogPage() {
  return (
    <PageCard title="错误日志" note="使用平台时页面或接口发生的错误会自动记录在这里，便于技术支持人员排查。">
      <ErrorLogTable showUser={false} />
    </PageCard>
  );
}
