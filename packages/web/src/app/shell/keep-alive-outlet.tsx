import { Activity, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useOutlet } from 'react-router';
import { useTabs } from '../../state/tabs-store';
import { useCurrentPage } from './current-page';
import { usePageCache } from './page-cache-store';

/**
 * Each tab keeps its own scroll position in the shared content area. The shell holds it, not the outlet: the outlet
 * is drawn anew when antd arrives (antd-gate.tsx), and the page shown then keeps its place.
 */
export function useScrollMemory(scrollerRef: RefObject<HTMLElement | null>, key: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const onScroll = () => positions.current.set(current.current, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scrollerRef]);
  useLayoutEffect(() => {
    current.current = key;
    if (scrollerRef.current) scrollerRef.current.scrollTop = positions.current.get(key) ?? 0;
  }, [scrollerRef, key]);
}

interface Shown {
  key: string;
  keep: boolean;
  blanked: string | null;
  tabs: readonly { key: string }[];
  outlet: ReactNode;
}

/** The kept pages after a render: closed tabs and a blanked one go, the shown page joins if it is kept. The same map when nothing changed. */
function keptPages(pages: ReadonlyMap<string, ReactNode>, { key, keep, blanked, tabs, outlet }: Shown): ReadonlyMap<string, ReactNode> {
  const gone = [...pages.keys()].filter((k) => k === blanked || (k !== key && !tabs.some((t) => t.key === k)));
  const add = keep && key !== blanked && !pages.has(key);
  if (!gone.length && !add) return pages;
  const next = new Map(pages);
  for (const k of gone) next.delete(k);
  if (add) next.set(key, outlet);
  return next;
}

/**
 * Spec §2 cached pages: a page with a tab stays mounted while hidden (React 19 Activity keeps its
 * state, input and all) unless its meta says notCache. Closing the tab lets it go.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { handle, key } = useCurrentPage();
  const tabs = useTabs((s) => s.tabs);
  const { blanked, epochs } = usePageCache();
  const keep = !!handle?.tab && !handle.route.meta.notCache;

  // Each kept page's element as it was first rendered, in state: updated while rendering, so the page shows at once.
  const [cached, setCached] = useState<ReadonlyMap<string, ReactNode>>(() => new Map());
  const pages = keptPages(cached, { key, keep, blanked, tabs, outlet });
  if (pages !== cached) setCached(pages);

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
