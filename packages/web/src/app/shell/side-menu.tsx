import { useEffect, useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useButtonPopup, useDismiss, usePlacement } from '../../components/lite/popup';
import { Tooltip } from '../../components/lite/tooltip';
import { routeIcon } from '../../components/route-icon';
import { useShellMenu, type MenuItem } from '../../state/shell-menu';
import { groupsAbove } from '../menu';
import { useCurrentPage } from './current-page';
import { useCollapsed } from './layout-store';
import { MenuCount } from './menu-count';

/** What every entry of the menu needs to know to draw itself. */
interface MenuView {
  /** The shown page's entry. */
  selected: string | undefined;
  /** The groups holding it. */
  activeGroups: readonly string[];
  openKeys: readonly string[];
  toggle: (key: string) => void;
  collapsed: boolean;
}

/** Where entries start: in the side bar, and in the popup beside a collapsed group. */
const SIDE_INSET = 24;
const POPUP_INSET = 16;

/** How an entry is drawn: antd's indent of 24 px a level, or, in the collapsed side bar, its icon alone. */
function look(view: MenuView, inset: number, level: number, ...classes: (string | false)[]) {
  const iconOnly = view.collapsed && inset === SIDE_INSET;
  return {
    className: ['side-menu-item', iconOnly && 'side-menu-item-icon-only', ...classes].filter(Boolean).join(' '),
    style: iconOnly ? undefined : { paddingLeft: inset + 24 * (level - 1) },
  };
}

const Icon = ({ item }: { item: MenuItem }) => <span className="side-menu-icon">{routeIcon(item.icon)}</span>;

function Leaf({ item, level, inset, view, onPick }: { item: MenuItem; level: number; inset: number; view: MenuView; onPick?: () => void }) {
  const selected = item.key === view.selected;
  const body = (
    <>
      <Icon item={item} />
      <span className="side-menu-title">{item.title}</span>
      {(item.badge || item.path) && <MenuCount name={item.badge} path={item.path} />}
    </>
  );
  const link = item.href ? (
    <a {...look(view, inset, level)} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onPick}>
      {body}
    </a>
  ) : (
    <Link {...look(view, inset, level, selected && 'side-menu-item-selected')} to={item.path!} aria-current={selected ? 'page' : undefined} onClick={onPick}>
      {body}
    </Link>
  );
  // Collapsed to icons, the side bar names its entries on hover.
  return (
    <Tooltip title={item.title} side="right" disabled={!view.collapsed || inset !== SIDE_INSET}>
      {link}
    </Tooltip>
  );
}

/** A group in the expanded side bar (or inside a collapsed group's popup): a button that opens its entries below it. */
function InlineGroup({ item, level, inset, view, onPick }: { item: MenuItem; level: number; inset: number; view: MenuView; onPick?: () => void }) {
  const open = view.openKeys.includes(item.key);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        {...look(view, inset, level, 'side-menu-group', view.activeGroups.includes(item.key) && 'side-menu-group-active')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => view.toggle(item.key)}
      >
        <Icon item={item} />
        <span className="side-menu-title">{item.title}</span>
        <i className={`side-menu-arrow${open ? ' side-menu-arrow-open' : ''}`} aria-hidden="true" />
      </button>
      <ul id={listId} className="side-menu-list" hidden={!open}>
        <Entries items={item.children ?? []} level={level + 1} inset={inset} view={view} onPick={onPick} />
      </ul>
    </>
  );
}

/** antd's delay before a collapsed group's popup closes once the pointer has left. */
const LEAVE_DELAY = 100;

/** The popup beside a collapsed group: its entries, at full width. */
function GroupPopup({
  id,
  label,
  anchor,
  focus,
  button,
  onClose,
  onEnter,
  onLeave,
  children,
}: {
  id: string;
  label: string;
  anchor: DOMRect;
  focus: boolean;
  button: RefObject<HTMLButtonElement | null>;
  onClose: (refocus: boolean) => void;
  onEnter: () => void;
  onLeave: () => void;
  children: ReactNode;
}) {
  const ref = usePlacement<HTMLDivElement>(anchor, 'rightTop', 8);
  useDismiss(ref, button, onClose);
  useEffect(() => {
    if (focus) ref.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [ref, focus]);
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="group"
      aria-label={label}
      className="side-menu side-menu-popup"
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft') return;
        e.preventDefault();
        onClose(true);
      }}
      onBlur={(e) => {
        // Tabbing out of the popup closes it; it sits at the end of the page, away from the side bar.
        if (!(e.relatedTarget instanceof Node && (ref.current?.contains(e.relatedTarget) || button.current?.contains(e.relatedTarget)))) onClose(false);
      }}
    >
      <ul className="side-menu-list">{children}</ul>
    </div>,
    document.body,
  );
}

/** A group in the collapsed side bar: its icon; resting on it, clicking it or ArrowRight opens its entries beside it. */
function CollapsedGroup({ item, view }: { item: MenuItem; view: MenuView }) {
  const popupId = useId();
  const { button, open, setOpen, close, delay } = useButtonPopup<{ anchor: DOMRect; focus: boolean }>();

  const show = (focus: boolean) => {
    delay.cancel();
    setOpen({ anchor: button.current!.getBoundingClientRect(), focus });
  };
  const enter = () => delay.cancel();
  const leave = () => delay.after(LEAVE_DELAY, () => close(false));

  return (
    <>
      <button
        ref={button}
        type="button"
        {...look(view, SIDE_INSET, 1, 'side-menu-group', view.activeGroups.includes(item.key) && 'side-menu-group-active')}
        aria-expanded={!!open}
        aria-controls={open ? popupId : undefined}
        onClick={() => show(true)}
        onMouseEnter={() => (open ? enter() : show(false))}
        onMouseLeave={leave}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight') return;
          e.preventDefault();
          show(true);
        }}
      >
        <Icon item={item} />
        <span className="side-menu-title">{item.title}</span>
      </button>
      {open && (
        <GroupPopup id={popupId} label={item.title} anchor={open.anchor} focus={open.focus} button={button} onClose={close} onEnter={enter} onLeave={leave}>
          <Entries items={item.children ?? []} level={1} inset={POPUP_INSET} view={view} onPick={() => close(false)} />
        </GroupPopup>
      )}
    </>
  );
}

function Entries({ items, level, inset, view, onPick }: { items: readonly MenuItem[]; level: number; inset: number; view: MenuView; onPick?: () => void }) {
  return items.map((item) => (
    <li key={item.key}>
      {!item.children ? (
        <Leaf item={item} level={level} inset={inset} view={view} onPick={onPick} />
      ) : view.collapsed && inset === SIDE_INSET ? (
        <CollapsedGroup item={item} view={view} />
      ) : (
        <InlineGroup item={item} level={level} inset={inset} view={view} onPick={onPick} />
      )}
    </li>
  ));
}

/**
 * The accordion side menu (antd's inline Menu, drawn without antd): the menu the shell built from the route table
 * and the current role's menu ids. Pages are links; groups are buttons that open and close.
 */
export function SideMenu() {
  const menu = useShellMenu();
  const collapsed = useCollapsed((s) => s.collapsed);
  const { handle } = useCurrentPage();
  const path = handle?.route.path ?? '';
  const selected = handle?.route.name;
  // A page kept out of the menu (a detail page) opens the group it belongs to in the route table.
  const parent = handle?.parents.at(-1)?.name;
  const pageGroups = useMemo(() => groupsAbove(menu, (i) => i.path === path) ?? (parent ? groupsAbove(menu, (i) => i.key === parent)?.concat(parent) : null), [menu, path, parent]);
  const activeGroups = useMemo(() => (selected && groupsAbove(menu, (i) => i.key === selected)) || [], [menu, selected]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => pageGroups ?? []);

  // Opening a page from elsewhere (a tab, a shortcut) opens its group: adjusted while rendering, when the page's groups change.
  const [groupsShown, setGroupsShown] = useState(pageGroups);
  if (pageGroups !== groupsShown) {
    setGroupsShown(pageGroups);
    if (pageGroups?.length) setOpenKeys(pageGroups);
  }

  // Accordion: opening a group closes its siblings but keeps its own ancestors.
  const toggle = (key: string) => setOpenKeys(openKeys.includes(key) ? openKeys.filter((k) => k !== key) : [...(groupsAbove(menu, (i) => i.key === key) ?? []), key]);

  const view: MenuView = { selected, activeGroups, openKeys, toggle, collapsed };
  return (
    <nav className="side-menu" aria-label="主菜单">
      <ul className="side-menu-list">
        <Entries items={menu} level={1} inset={SIDE_INSET} view={view} />
      </ul>
    </nav>
  );
}
