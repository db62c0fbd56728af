// Build-time rendering of the public entry pages (prerender.mjs), so their form shows before any script arrives.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { buildRouteObjects } from './app/router';

/** The markup the browser router draws for `path` with no session: the same route tree, so it hydrates. */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(buildRouteObjects());
  const context = await handler.query(new Request(new URL(path, 'http://portal.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages that show without a session are prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the page's policy forbids inline scripts; the client supplies the (empty) loader data itself.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
