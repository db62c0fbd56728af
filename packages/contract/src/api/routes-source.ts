import { fieldsOf } from './endpoint';
import type { Route } from './route';
import { listEndpoints } from './table';

/** Every endpoint's route by its `area.name` key, as the table declares it. */
export function routesOfTable(): Record<string, Route> {
  return Object.fromEntries(
    listEndpoints().map(({ key, endpoint: e }) => [key, { method: e.method, path: e.path, encoding: e.encoding, params: fieldsOf(e.params), query: fieldsOf(e.query) }]),
  );
}

/** The text of routes.gen.ts (scripts/gen-routes.mjs writes it). */
export function routeSource(): string {
  return `// Generated from the endpoint table by \`npm run gen:routes\`; a contract test keeps it equal to the table.
import type { Route } from './route';

/** Every endpoint's route by its \`area.name\` key: what the web needs to send a call (see route.ts). */
export const ROUTES = ${JSON.stringify(routesOfTable(), null, 2)} as const satisfies Record<string, Route>;
`;
}
