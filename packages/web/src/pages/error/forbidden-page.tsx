import { ErrorResult } from './error-result';

export default function ForbiddenPage() {
  return <ErrorResult status="403" code="401" text="抱歉，当前角色没有访问这个页面的权限。如需使用，请切换角色或联系本单位管理员开通。" />;
}
