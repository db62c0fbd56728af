import { CloseOutlined, DownOutlined, LeftOutlined, MenuFoldOutlined, MenuUnfoldOutlined, RightOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { MenuButton, PopupMenu, type MenuEntry } from '../../components/lite/popup-menu';
import '../../components/lite/button.css';
import { HOME_NAME } from '../../routes/paths';
import type { Tab } from '../../state/tabs';
import { useTabs } from '../../state/tabs-store';
import { useCurrentPage } from './current-page';
import { toggleCollapsed, useCollapsed } from './layout-store';
import { useTabActions } from './use-tab-actions';

/** Spec §9: the tag row moves 240 px per step. */
const STEP = 240;

const OPTIONS: MenuEntry[] = [
  { key: 'all', label: '关闭所有' },
  { key: 'others', label: '关闭其他' },
];

const contextItems = (isHome: boolean): MenuEntry[] => [
  { key: 'refresh', label: '刷新' },
  { key: 'close', label: '关闭', disabled: isHome },
  { key: 'others', label: '关闭其他' },
  { key: 'all', label: '关闭所有' },
];

/** The open-page tabs: click to show, × to close, right-click for more, a menu for bulk closing. */
export function TagsNav() {
  const tabs = useTabs((s) => s.tabs);
  const { key: activeKey } = useCurrentPage();
  const navigate = useNavigate();
  const actions = useTabActions();
  const collapsed = useCollapsed((s) => s.collapsed);
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);

  const clamp = useCallback((next: number) => {
    const room = (outer.current?.offsetWidth ?? 0) - (inner.current?.scrollWidth ?? 0);
    return Math.min(0, Math.max(next, Math.min(0, room)));
  }, []);

  const scroll = (by: number) => setOffset((o) => clamp(o + by));

  // Bring the shown tab into view whenever it changes or the row changes size.
  useEffect(() => {
    const box = outer.current;
    const tag = inner.current?.querySelector<HTMLElement>('[data-active="true"]');
    if (!box || !tag) return;
    setOffset((o) => {
      const left = tag.offsetLeft + o;
      const right = left + tag.offsetWidth;
      if (left < 0) return clamp(-tag.offsetLeft);
      if (right > box.offsetWidth) return clamp(box.offsetWidth - tag.offsetLeft - tag.offsetWidth);
      return clamp(o);
    });
  }, [activeKey, tabs, clamp]);

  // The right-click menu of one tab, opened where the pointer is (below the tab when opened from the keyboard).
  const [context, setContext] = useState<{ tab: Tab; anchor: DOMRect } | null>(null);
  const contextTab = useRef<HTMLElement | null>(null);
  const openContext = (tab: Tab) => (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    contextTab.current = e.currentTarget;
    const box = e.currentTarget.getBoundingClientRect();
    // A right click reports button 2; the keyboard's menu key (or Shift+F10) does not, and its coordinates vary.
    const byKey = e.button !== 2;
    setContext({ tab, anchor: byKey ? new DOMRect(box.left, box.bottom, 0, 0) : new DOMRect(e.clientX, e.clientY, 0, 0) });
  };
  const closeContext = useCallback((refocus: boolean) => {
    setContext(null);
    if (refocus && contextTab.current?.isConnected) contextTab.current.focus();
  }, []);
  const onContext = (key: string, picked: string) => {
    closeContext(true);
    if (picked === 'refresh') actions.refresh(key);
    else if (picked === 'close') void actions.close(key);
    else if (picked === 'others') void actions.closeOthers(key);
    else void actions.closeAll();
  };

  return (
    <div className="tags-nav">
      <button type="button" className="tags-collapse" onClick={toggleCollapsed} aria-label={collapsed ? '展开菜单' : '收起菜单'} title={collapsed ? '展开菜单' : '收起菜单'}>
        {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      <button type="button" className="tags-step" onClick={() => scroll(STEP)} aria-label="向左滚动标签">
        <LeftOutlined />
      </button>
      <div className="tags-outer" ref={outer} onWheel={(e) => scroll(e.deltaY > 0 || e.deltaX > 0 ? -STEP / 4 : STEP / 4)}>
        <div className="tags-inner" ref={inner} style={{ transform: `translateX(${offset}px)` }} role="tablist" aria-label="已打开的页面">
          {tabs.map((t) => {
            const isHome = t.name === HOME_NAME;
            const active = t.key === activeKey;
            return (
              <div
                key={t.key}
                className={`tag-item${active ? ' tag-item-active' : ''}`}
                data-active={active}
                data-key={t.key}
                role="tab"
                aria-selected={active}
                aria-haspopup="menu"
                tabIndex={0}
                onClick={() => !active && void navigate(t.key)}
                onKeyDown={(e) => e.key === 'Enter' && !active && void navigate(t.key)}
                onContextMenu={openContext(t)}
              >
                <span className="tag-dot" />
                <span className="tag-title">{t.title}</span>
                {!isHome && (
                  <CloseOutlined
                    className="tag-close"
                    aria-label={`关闭${t.title}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      void actions.close(t.key);
                    }}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <button type="button" className="tags-step" onClick={() => scroll(-STEP)} aria-label="向右滚动标签">
        <RightOutlined />
      </button>
      <MenuButton items={OPTIONS} onSelect={(key) => void (key === 'all' ? actions.closeAll() : actions.closeOthers())} hover className="lite-btn lite-btn-sm tags-options">
        标签选项 <DownOutlined />
      </MenuButton>
      {context && (
        <PopupMenu
          label={`${context.tab.title}标签`}
          items={contextItems(context.tab.name === HOME_NAME)}
          anchor={context.anchor}
          placement="bottomLeft"
          autoFocus
          trigger={null}
          onSelect={(picked) => onContext(context.tab.key, picked)}
          onClose={closeContext}
        />
      )}
    </div>
  );
}
