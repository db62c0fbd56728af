import { create } from 'zustand';

interface PageCacheState {
  /** A tab being refreshed: its page is unmounted until the remount. */
  blanked: string | null;
  /** Bumped per tab on refresh so the kept-alive page mounts anew. */
  epochs: Record<string, number>;
}

export const usePageCache = create<PageCacheState>()(() => ({ blanked: null, epochs: {} }));

/** Spec §9 refresh: the page goes at once and comes back fresh after 100 ms. */
export function refreshPage(key: string): void {
  usePageCache.setState({ blanked: key });
  window.setTimeout(() => {
    usePageCache.setState((s) => ({ blanked: null, epochs: { ...s.epochs, [key]: (s.epochs[key] ?? 0) + 1 } }));
  }, 100);
}
