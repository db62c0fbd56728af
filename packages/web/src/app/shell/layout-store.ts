import { create } from 'zustand';
import { readText, STORAGE_KEYS, writeText } from '../../state/storage';

/** The side menu's collapsed flag, kept across reloads (spec §3). */
export const useCollapsed = create<{ collapsed: boolean }>()(() => ({ collapsed: readText(STORAGE_KEYS.collapsed) === '1' }));

export function toggleCollapsed(): void {
  const collapsed = !useCollapsed.getState().collapsed;
  writeText(STORAGE_KEYS.collapsed, collapsed ? '1' : null);
  useCollapsed.setState({ collapsed });
}
