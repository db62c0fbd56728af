import { ErrorResult } from './error-result';

export default function ServerErrorPage() {
  return <ErrorResult status="500" code="500" text="服务器出错了请稍后再试。" />;
}
