import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** The shown page's table entry and its tab key (path and query). */
export function useCurrentPage(): { handle: RouteHandle | undefined; key: string } {
  const matches = useMatches();
  const location = useLocation();
  return { handle: matches[matches.length - 1]?.handle as RouteHandle | undefined, key: location.pathname + location.search };
}

/**
 * The address the router has reached. It renders a new page in a transition, after the address has changed, and
 * keeps the page before on screen until the new one can show (its code or data may still be on the way), so for
 * that moment useCurrentPage() still reports the page before. A step that moves between pages decides on this one.
 */
export const currentAddress = (): string => window.location.pathname + window.location.search;
