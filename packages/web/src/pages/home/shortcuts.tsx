import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/lite/empty-state';
import { routeIcon } from '../../components/route-icon';
import { PATHS } from '../../routes/paths';
import { menuLeaves, useShellMenu } from '../../state/shell-menu';
import { HomeCard } from './home-card';

/** One tile per page the current role can open: the side menu's own entries. */
export function Shortcuts() {
  const menu = useShellMenu();
  const navigate = useNavigate();
  const items = useMemo(() => menuLeaves(menu).filter((i) => i.path !== PATHS.home), [menu]);

  return (
    <HomeCard title="常用功能">
      {items.length === 0 ? (
        <EmptyState description="当前角色暂无可办理的业务" />
      ) : (
        <div className="home-shortcuts">
          {items.map((i) => (
            <button key={i.key} type="button" className="home-shortcut" onClick={() => (i.href ? window.open(i.href, '_blank', 'noopener') : i.path && void navigate(i.path))}>
              <span className="home-shortcut-icon">{routeIcon(i.icon)}</span>
              <span>{i.title}</span>
            </button>
          ))}
        </div>
      )}
    </HomeCard>
  );
}
