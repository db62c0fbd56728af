import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../api/error-report';
import { PATHS } from '../routes/paths';
import { errorText } from './error-reporting';
import './page-error.css';

const describe = (e: unknown): string => (isRouteErrorResponse(e) ? `${e.status} ${e.statusText}` : errorText(e));

/**
 * Shown in place of a page that failed to load or render, so the rest of the portal keeps working.
 * The failure goes to the error log like any uncaught script error.
 */
export function PageError() {
  const error = useRouteError();
  useEffect(() => reportError('script', 0, describe(error)), [error]);
  // A new release replaces the hashed chunks: a reload fetches the new ones.
  const stale = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <div className="page-error" role="alert">
      <div className="page-error-code">500</div>
      <h2>{stale ? '页面已更新' : '页面出错了'}</h2>
      <p>{stale ? '系统已发布新版本，请重新加载页面。' : '抱歉，这个页面遇到了问题，已自动上报。您可以重新加载，或返回首页继续办理其他业务。'}</p>
      <div className="page-error-actions">
        <button type="button" className="page-error-primary" onClick={() => location.reload()}>
          重新加载
        </button>
        <a href={PATHS.home}>返回首页</a>
      </div>
    </div>
  );
}
