import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from './storage';
import { HOME_TAB, openTab, renameTab, withHome, type Tab } from './tabs';

interface TabsState {
  tabs: Tab[];
}

const isTab = (t: unknown): t is Tab =>
  typeof t === 'object' && t !== null && typeof (t as Tab).key === 'string' && typeof (t as Tab).name === 'string' && typeof (t as Tab).title === 'string';

function restore(): Tab[] {
  const stored = readJson<unknown>(STORAGE_KEYS.tabs, []);
  return withHome(Array.isArray(stored) ? stored.filter(isTab) : []);
}

/** Spec §2: the open-page tabs, kept in localStorage so they survive a reload. */
export const useTabs = create<TabsState>()(() => ({ tabs: restore() }));

useTabs.subscribe((s, prev) => {
  if (s.tabs !== prev.tabs) writeJson(STORAGE_KEYS.tabs, s.tabs);
});

export const tabsActions = {
  open(tab: Tab): void {
    const tabs = openTab(useTabs.getState().tabs, tab);
    if (tabs !== useTabs.getState().tabs) useTabs.setState({ tabs });
  },
  rename(from: string, to: string): void {
    const tabs = renameTab(useTabs.getState().tabs, from, to);
    if (tabs !== useTabs.getState().tabs) useTabs.setState({ tabs });
  },
  set(tabs: Tab[]): void {
    useTabs.setState({ tabs });
  },
  reset(): void {
    useTabs.setState({ tabs: [HOME_TAB] });
  },
};
