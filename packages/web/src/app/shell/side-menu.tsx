import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeIcon } from '../../components/route-icon';
import { useShellMenu, type MenuItem } from '../../state/shell-menu';
import { groupsAbove } from '../menu';
import { useCurrentPage } from './current-page';
import { useCollapsed } from './layout-store';

type Items = NonNullable<MenuProps['items']>;

const toAntd = (items: readonly MenuItem[]): Items =>
  items.map((i) => ({
    key: i.key,
    icon: routeIcon(i.icon),
    label: i.href ? (
      <a href={i.href} target="_blank" rel="noopener noreferrer">
        {i.title}
      </a>
    ) : (
      i.title
    ),
    children: i.children ? toAntd(i.children) : undefined,
  }));

function findItem(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const i of items) {
    if (i.key === key) return i;
    const found = i.children && findItem(i.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The accordion side menu: the menu the shell built from the route table and the current role's menu ids. */
export function SideMenu() {
  const menu = useShellMenu();
  const collapsed = useCollapsed((s) => s.collapsed);
  const { handle } = useCurrentPage();
  const navigate = useNavigate();
  const items = useMemo(() => toAntd(menu), [menu]);
  const path = handle?.route.path ?? '';
  // A page kept out of the menu (a detail page) opens the group it belongs to in the route table.
  const parent = handle?.parents.at(-1)?.name;
  const pageGroups = useMemo(() => groupsAbove(menu, (i) => i.path === path) ?? (parent ? groupsAbove(menu, (i) => i.key === parent)?.concat(parent) : null), [menu, path, parent]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => pageGroups ?? []);

  // Opening a page from elsewhere (a tab, a shortcut) opens its group: adjusted while rendering, when the page's groups change.
  const [groupsShown, setGroupsShown] = useState(pageGroups);
  if (pageGroups !== groupsShown) {
    setGroupsShown(pageGroups);
    if (pageGroups?.length) setOpenKeys(pageGroups);
  }

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    // Accordion: opening a group closes its siblings but keeps its own ancestors.
    setOpenKeys(opened ? [...(groupsAbove(menu, (i) => i.key === opened) ?? []), opened] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findItem(menu, key);
    if (item?.path) void navigate(item.path);
  };

  return (
    <Menu className="side-menu" mode="inline" items={items} selectedKeys={handle ? [handle.route.name] : []} {...(collapsed ? {} : { openKeys, onOpenChange })} onClick={onClick} />
  );
}
