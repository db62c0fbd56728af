import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from './api/http';
import { installErrorReporting } from './app/error-reporting';
import { buildRouteObjects } from './app/router';
import { sessionActions, useSession } from './state/session-store';
import './styles/base.css';

installErrorReporting();
setUnauthorizedHandler(() => sessionActions.expire());

const root = document.getElementById('root')!;
const routes = buildRouteObjects();

/**
 * A page drawn at build time (login.html) is taken over in place when it is the page asked for and
 * nobody is signed in; its code is loaded first and its guard is known to pass, so nothing redraws.
 */
async function hydrationData(): Promise<{ loaderData: Record<string, null> } | null> {
  if (root.dataset.prerendered !== location.pathname || useSession.getState().hasSession) return null;
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return { loaderData: Object.fromEntries(matches.map(({ route }) => [route.id!, null])) };
}

// Not a top-level await: the bundler would then split the entry's shared modules into many small files
// (a page chunk importing from an entry still awaiting could never finish), costing round trips.
void hydrationData().then((hydrate) => {
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes, hydrate ? { hydrationData: hydrate } : {})} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
