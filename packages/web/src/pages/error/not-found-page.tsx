import { ErrorResult } from './error-result';

export default function NotFoundPage() {
  return <ErrorResult status="404" code="404" text="抱歉，您访问的页面不存在，请检查地址是否正确。" />;
}
