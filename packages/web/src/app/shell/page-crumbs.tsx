import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { HOME_NAME, PATHS } from '../../routes/paths';
import { useCurrentPage } from './current-page';

/** Spec §2 breadcrumb: home, the page's menu groups, the page; entries marked hideInBread are skipped. */
export function PageCrumbs() {
  const { handle } = useCurrentPage();
  if (!handle) return null;
  const trail = [...handle.parents, handle.route].filter((r) => !r.meta.hideInBread && r.name !== HOME_NAME);
  const items = [
    {
      key: HOME_NAME,
      title: (
        <Link to={PATHS.home}>
          <HomeOutlined /> 首页
        </Link>
      ),
    },
    ...trail.map((r) => ({ key: r.name, title: r.meta.title })),
  ];
  return <Breadcrumb className="page-crumbs" items={items} />;
}
