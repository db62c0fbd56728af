import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { getClientConfig } from '../api/common';
import { LoadingBar } from './loading-bar';
import { useLoadingHold } from './loading-store';
import type { RouteHandle } from './router';

/** Spec §2: the window title is the product title, a dash, and the page title. */
function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    let live = true;
    getClientConfig()
      .then((c) => {
        if (live) document.title = pageTitle ? `${c.title} - ${pageTitle}` : c.title;
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pageTitle]);
}

/** Above every page, standalone or in the shell: the loading bar and the window title. */
export function RootLayout() {
  const navigation = useNavigation();
  const held = useLoadingHold((s) => s.holds > 0);
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  useDocumentTitle(handle?.route.meta.title);
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle' || held} />
      <Outlet />
    </>
  );
}

/** While the first page's code and data load. */
export function BootScreen() {
  return (
    // The same spinner index.html shows before any script ran (its style is inline there).
    <div id="boot" aria-busy="true">
      <span />
    </div>
  );
}
