import { createContext, useContext } from 'react';

export interface MenuItem {
  key: string;
  title: string;
  icon?: string;
  /** Address inside the portal. */
  path?: string;
  /** External address, opened in a new window. */
  href?: string;
  children?: MenuItem[];
  /** A count shown beside the entry (app/shell/menu-count.tsx names them). */
  badge?: string;
}

/**
 * The current role's menu, as the shell built it from the route table. Pages read it here (the
 * home shortcuts), since the route table lives in app/ and pages never import app/.
 */
export const ShellMenuContext = createContext<readonly MenuItem[]>([]);

export const useShellMenu = (): readonly MenuItem[] => useContext(ShellMenuContext);

/** The leaves of a menu, in order: the pages a role can open. */
export function menuLeaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? menuLeaves(i.children) : [i]));
}
