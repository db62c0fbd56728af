import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { loginPathFor } from '../routes/login-redirect';
import { PATHS } from '../routes/paths';
import { sessionActions, useSession } from '../state/session-store';
import { decideGuard } from './guard';
import { PageError } from './page-error';
import { BootScreen, RootLayout } from './root-layout';
import type { AppRoute, GuardTarget } from './route-types';
import { errorRoutes, flattenPages, LEGACY_REDIRECTS, shellRoutes, standaloneRoutes, standaloneSessionRoutes } from './routes';

/** What each router entry carries for the shell: its table entry, its menu groups, whether it opens a tab. */
export interface RouteHandle {
  route: AppRoute;
  parents: AppRoute[];
  tab: boolean;
}

/** The spec §2 guard, run before a page renders (the loading bar shows meanwhile). */
function guardLoader(target: GuardTarget): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const decide = () => {
      const s = useSession.getState();
      return decideGuard(target, { hasSession: s.hasSession, userLoaded: s.user !== null, access: s.access }, path);
    };
    let decision = decide();
    if (decision.kind === 'loadUser') {
      try {
        await sessionActions.loadUser();
      } catch {
        sessionActions.clear();
        return redirect(loginPathFor(path));
      }
      decision = decide();
    }
    return decision.kind === 'redirect' ? redirect(decision.to) : null;
  };
}

/** An old address sends on to its page now, query and all; the page's own guard then applies. */
const legacyLoader =
  (to: string): LoaderFunction =>
  ({ request }) =>
    redirect(to + new URL(request.url).search);

function pageRoute(route: AppRoute, parents: AppRoute[], tab: boolean, isPublic: boolean): RouteObject {
  const load = route.page!;
  const handle: RouteHandle = { route, parents, tab };
  return {
    // Named, so a prerendered page's hydration data can address its route (main.tsx).
    id: route.name,
    path: route.path,
    handle,
    loader: guardLoader({ name: route.name, public: isPublic, access: route.meta.access }),
    lazy: async () => ({ Component: (await load()).default }),
    ErrorBoundary: PageError,
  };
}

/** The route table turned into the router's entries. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: BootScreen,
      ErrorBoundary: PageError,
      children: [
        ...Object.entries(LEGACY_REDIRECTS).map(([path, to]) => ({ path, loader: legacyLoader(to), element: null })),
        ...standaloneRoutes.map((r) => pageRoute(r, [], false, true)),
        ...standaloneSessionRoutes.map((r) => pageRoute(r, [], false, false)),
        {
          id: 'shell',
          lazy: async () => ({ Component: (await import('./shell/shell-layout')).default }),
          children: [
            // The loader sends / home before anything renders; the empty element says so to the router, which warns about a leaf without one.
            { path: '/', loader: () => redirect(PATHS.home), element: null },
            ...flattenPages(shellRoutes).map((p) => pageRoute(p.route, p.parents, true, false)),
            ...errorRoutes.map((r) => pageRoute(r, [], false, false)),
          ],
        },
      ],
    },
  ];
}
