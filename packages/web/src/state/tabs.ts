import { HOME_NAME, PATHS } from '../routes/paths';

/** Names of the confirm-before-close rules a page can ask for (see app/shell/before-close.ts). */
export type BeforeCloseName = 'before_close_normal';

/** One open page in the tag row. `key` is the page's address (path and query), so two records get two tabs. */
export interface Tab {
  key: string;
  name: string;
  title: string;
  beforeCloseName?: BeforeCloseName;
}

export const HOME_TAB: Tab = { key: PATHS.home, name: HOME_NAME, title: '首页' };

/** After closing: the new list and the tab to show, or null to stay where we are. */
export interface CloseResult {
  tabs: Tab[];
  next: string | null;
}

const isHome = (t: Tab) => t.name === HOME_NAME;

/** Home first and exactly once; used on every change and on what was stored. */
export function withHome(tabs: readonly Tab[]): Tab[] {
  const home = tabs.find(isHome) ?? HOME_TAB;
  return [home, ...tabs.filter((t) => !isHome(t))];
}

/** Adds a tab for an opened page, or refreshes its title; the same list comes back when nothing changed. */
export function openTab(tabs: Tab[], tab: Tab): Tab[] {
  const base = tabs[0] && isHome(tabs[0]) && !tabs.slice(1).some(isHome) ? tabs : withHome(tabs);
  if (isHome(tab)) {
    const home = base[0];
    return home.key === tab.key && home.title === tab.title ? base : [tab, ...base.slice(1)];
  }
  const i = base.findIndex((t) => t.key === tab.key);
  if (i < 0) return [...base, tab];
  const old = base[i];
  if (old.title === tab.title && old.beforeCloseName === tab.beforeCloseName) return base;
  return base.map((t, j) => (j === i ? tab : t));
}

/**
 * A page that keeps its filters in its address moved to a new one: its tab follows in place, and a
 * tab already open at the new address gives way, so each address still has one tab.
 */
export function renameTab(tabs: Tab[], from: string, to: string): Tab[] {
  if (from === to || !tabs.some((t) => t.key === from)) return tabs;
  return tabs.filter((t) => t.key !== to).map((t) => (t.key === from ? { ...t, key: to } : t));
}

/** Closes one tab. Home never closes. Closing the shown tab moves to its right neighbour, or its left at the end. */
export function closeTab(tabs: Tab[], key: string, activeKey: string): CloseResult {
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0 || isHome(tabs[i])) return { tabs, next: null };
  const rest = tabs.filter((_, j) => j !== i);
  if (key !== activeKey) return { tabs: rest, next: rest.some((t) => t.key === activeKey) ? null : PATHS.home };
  const neighbour = tabs[i + 1] ?? tabs[i - 1] ?? HOME_TAB;
  return { tabs: rest, next: neighbour.key };
}

/** Keeps home and the given tab; moves to that tab when the shown one was closed. */
export function closeOthers(tabs: Tab[], key: string, activeKey: string): CloseResult {
  const kept = withHome(tabs.filter((t) => isHome(t) || t.key === key));
  return { tabs: kept, next: kept.some((t) => t.key === activeKey) ? null : key };
}

/** Keeps only home; the caller goes home. */
export function closeAll(tabs: Tab[]): CloseResult {
  return { tabs: [tabs.find(isHome) ?? HOME_TAB], next: PATHS.home };
}

/** Tabs that closing all or others would remove, for their confirm-before-close rules. */
export function tabsClosedBy(before: Tab[], after: Tab[]): Tab[] {
  return before.filter((t) => !after.some((a) => a.key === t.key));
}
