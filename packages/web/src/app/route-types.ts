import type { ComponentType } from 'react';
import type { BeforeCloseName } from '../state/tabs';

/** Spec §3 route meta. */
export interface RouteMeta {
  title: string;
  /** Key of the shell's icon map, so icons stay out of the entry chunk. */
  icon?: string;
  /** Permission id from the contract's PERMISSION_TREE; absent means any logged-in user. */
  access?: string;
  hideInMenu?: boolean;
  hideInBread?: boolean;
  notCache?: boolean;
  showAlways?: boolean;
  beforeCloseName?: BeforeCloseName;
  /** A count the menu shows beside the entry (menu-count.tsx). */
  badge?: MenuBadge;
}

/** The counts a menu entry can show: the unread posts of the caller's side's 检验互动. */
export type MenuBadge = 'interactionUnread';

export type PageModule = { default: ComponentType };

/**
 * One entry of the route table. A page has `page`; a menu group has `children`;
 * an external link has an http(s) `path` and neither.
 */
export interface AppRoute {
  name: string;
  path: string;
  meta: RouteMeta;
  page?: () => Promise<PageModule>;
  children?: AppRoute[];
}

/** What the guard needs to know about a target route. */
export interface GuardTarget {
  name: string;
  public: boolean;
  access?: string;
}

export const isExternal = (path: string): boolean => /^https?:\/\//i.test(path);
