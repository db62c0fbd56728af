import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { buildMenu, menuLeaves } from '../../app/menu';
import { HOME_NAME, shellRoutes } from '../../app/routes';
import { useSession } from '../../app/session-store';
import { routeIcon } from '../../app/shell/icons';

/** One tile per page the current role can open, from the same table and rules as the side menu. */
export function Shortcuts() {
  const access = useSession((s) => s.access);
  const navigate = useNavigate();
  const items = useMemo(() => menuLeaves(buildMenu(shellRoutes, access)).filter((i) => i.key !== HOME_NAME), [access]);

  return (
    <Card className="home-card" variant="borderless" title="常用功能">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当前角色暂无可办理的业务" />
      ) : (
        <div className="home-shortcuts">
          {items.map((i) => (
            <button
              key={i.key}
              type="button"
              className="home-shortcut"
              onClick={() => (i.href ? window.open(i.href, '_blank', 'noopener') : i.path && void navigate(i.path))}
            >
              <span className="home-shortcut-icon">{routeIcon(i.icon)}</span>
              <span>{i.title}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
