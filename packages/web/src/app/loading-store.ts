import { create } from 'zustand';

/** Work the router does not see (the tab menu's refresh) can hold the loading bar too. */
export const useLoadingHold = create<{ holds: number }>()(() => ({ holds: 0 }));

export function holdLoading(ms: number): void {
  useLoadingHold.setState((s) => ({ holds: s.holds + 1 }));
  window.setTimeout(() => useLoadingHold.setState((s) => ({ holds: Math.max(0, s.holds - 1) })), ms);
}
