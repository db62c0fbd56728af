import { HomeOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { HOME_NAME, PATHS } from '../../routes/paths';
import { useCurrentPage } from './current-page';

/** Spec §2 breadcrumb: home, the page's menu groups, the page; entries marked hideInBread are skipped. */
export function PageCrumbs() {
  const { handle } = useCurrentPage();
  if (!handle) return null;
  const trail = [...handle.parents, handle.route].filter((r) => !r.meta.hideInBread && r.name !== HOME_NAME);
  return (
    <nav className="page-crumbs" aria-label="当前位置">
      <ol>
        <li>
          <Link to={PATHS.home} className="page-crumbs-link">
            <HomeOutlined /> 首页
          </Link>
        </li>
        {trail.map((r, i) => (
          <Fragment key={r.name}>
            <li className="page-crumbs-separator" aria-hidden="true">
              /
            </li>
            <li aria-current={i === trail.length - 1 ? 'page' : undefined}>{r.meta.title}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
