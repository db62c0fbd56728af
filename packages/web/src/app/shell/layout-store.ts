import { create } from 'zustand';
import { readText, STORAGE_KEYS, writeText } from '../../state/storage';

/** Below this width an open side menu would leave a list too little room: it folds, whatever was chosen on a wide screen. */
const NARROW = '(max-width: 1199.98px)';

interface LayoutState {
  /** What the side menu shows now. */
  collapsed: boolean;
  /** The choice made on a wide screen, kept across reloads (spec §3). */
  chosen: boolean;
  narrow: boolean;
  /** Opened by hand on a narrow screen; forgotten once the screen widens. */
  openedNarrow: boolean;
}

const shown = (s: Omit<LayoutState, 'collapsed'>): LayoutState => ({ ...s, collapsed: s.narrow ? !s.openedNarrow : s.chosen });

const narrowQuery = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : undefined;

export const useCollapsed = create<LayoutState>()(() => shown({ chosen: readText(STORAGE_KEYS.collapsed) === '1', narrow: narrowQuery?.matches ?? false, openedNarrow: false }));

narrowQuery?.addEventListener('change', (e) => useCollapsed.setState((s) => shown({ ...s, narrow: e.matches, openedNarrow: false })));

export function toggleCollapsed(): void {
  const s = useCollapsed.getState();
  if (s.narrow) {
    useCollapsed.setState(shown({ ...s, openedNarrow: !s.openedNarrow }));
    return;
  }
  writeText(STORAGE_KEYS.collapsed, s.chosen ? null : '1');
  useCollapsed.setState(shown({ ...s, chosen: !s.chosen }));
}
