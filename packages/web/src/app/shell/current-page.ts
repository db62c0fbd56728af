import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** The shown page's table entry and its tab key (path and query). */
export function useCurrentPage(): { handle: RouteHandle | undefined; key: string } {
  const matches = useMatches();
  const location = useLocation();
  return { handle: matches[matches.length - 1]?.handle as RouteHandle | undefined, key: location.pathname + location.search };
}
