import { CloseOutlined, DownOutlined, LeftOutlined, MenuFoldOutlined, MenuUnfoldOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { HOME_NAME } from '../../routes/paths';
import { useTabs } from '../../state/tabs-store';
import { useCurrentPage } from './current-page';
import { toggleCollapsed, useCollapsed } from './layout-store';
import { useTabActions } from './use-tab-actions';

/** Spec §9: the tag row moves 240 px per step. */
const STEP = 240;

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

  const contextItems = (isHome: boolean): MenuProps['items'] => [
    { key: 'refresh', label: '刷新' },
    { key: 'close', label: '关闭', disabled: isHome },
    { key: 'others', label: '关闭其他' },
    { key: 'all', label: '关闭所有' },
  ];

  const onContext = (key: string) => (info: { key: string }) => {
    if (info.key === 'refresh') actions.refresh(key);
    else if (info.key === 'close') void actions.close(key);
    else if (info.key === 'others') void actions.closeOthers(key);
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
              <Dropdown key={t.key} trigger={['contextMenu']} menu={{ items: contextItems(isHome), onClick: onContext(t.key) }}>
                <div
                  className={`tag-item${active ? ' tag-item-active' : ''}`}
                  data-active={active}
                  data-key={t.key}
                  role="tab"
                  aria-selected={active}
                  tabIndex={0}
                  onClick={() => !active && void navigate(t.key)}
                  onKeyDown={(e) => e.key === 'Enter' && !active && void navigate(t.key)}
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
              </Dropdown>
            );
          })}
        </div>
      </div>
      <button type="button" className="tags-step" onClick={() => scroll(-STEP)} aria-label="向右滚动标签">
        <RightOutlined />
      </button>
      <Dropdown
        menu={{
          items: [
            { key: 'all', label: '关闭所有' },
            { key: 'others', label: '关闭其他' },
          ],
          onClick: ({ key }) => void (key === 'all' ? actions.closeAll() : actions.closeOthers()),
        }}
      >
        <Button className="tags-options" size="small">
          标签选项 <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
