import { Activity, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useOutlet } from 'react-router';
import { useTabs } from '../../state/tabs-store';
import { useCurrentPage } from './current-page';
import { usePageCache } from './page-cache-store';

/** Each tab keeps its own scroll position in the shared content area. */
function useScrollMemory(scroller: RefObject<HTMLElement | null>, key: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => positions.current.set(current.current, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scroller]);
  useLayoutEffect(() => {
    current.current = key;
    if (scroller.current) scroller.current.scrollTop = positions.current.get(key) ?? 0;
  }, [scroller, key]);
}

/**
 * Spec §2 cached pages: a page with a tab stays mounted while hidden (React 19 Activity keeps its
 * state, input and all) unless its meta says notCache. Closing the tab lets it go.
 */
export function KeepAliveOutlet({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const outlet = useOutlet();
  const { handle, key } = useCurrentPage();
  const tabs = useTabs((s) => s.tabs);
  const { blanked, epochs } = usePageCache();
  const cache = useRef(new Map<string, ReactNode>());
  const keep = !!handle?.tab && !handle.route.meta.notCache;

  const pages = cache.current;
  for (const k of [...pages.keys()]) if (k === blanked || (k !== key && !tabs.some((t) => t.key === k))) pages.delete(k);
  if (keep && key !== blanked && !pages.has(key)) pages.set(key, outlet);

  useScrollMemory(scroller, key);

  return (
    <>
      {[...pages].map(([k, page]) => (
        <Activity key={`${k}#${epochs[k] ?? 0}`} mode={k === key ? 'visible' : 'hidden'}>
          {page}
        </Activity>
      ))}
      {!keep && key !== blanked && outlet}
    </>
  );
}
