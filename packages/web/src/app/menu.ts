import { SELF_SERVICE_MENU, type PermissionId, type PortalMode } from '@portal/contract/domain/permissions';
import type { MenuItem } from '../state/shell-menu';
import { isExternal, type AppRoute } from './route-types';

/** The ids the menu is built from: the role's, and on the self-service re-issue platform only those of its set (spec §1). */
export const menuAccess = (access: readonly string[], mode: PortalMode | undefined): readonly string[] =>
  mode === 'selfService' ? access.filter((id) => SELF_SERVICE_MENU.includes(id as PermissionId)) : access;

const allowed = (r: AppRoute, access: readonly string[]) => !r.meta.access || access.includes(r.meta.access);

/**
 * Spec §2 menu rules over the route table: hidden and unpermitted entries drop out, a group with
 * no visible child drops out, a group with one child shows that child alone unless showAlways.
 */
export function buildMenu(routes: readonly AppRoute[], access: readonly string[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const r of routes) {
    if (r.meta.hideInMenu || !allowed(r, access)) continue;
    const base = { key: r.name, title: r.meta.title, icon: r.meta.icon, ...(r.meta.badge && { badge: r.meta.badge }) };
    if (r.children) {
      const children = buildMenu(r.children, access);
      if (children.length === 0) continue;
      items.push(children.length === 1 && !r.meta.showAlways ? children[0] : { ...base, children });
    } else if (isExternal(r.path)) items.push({ ...base, href: r.path });
    else if (r.page) items.push({ ...base, path: r.path });
  }
  return items;
}

/** Keys of the groups containing the first item that matches, outermost first; null when none matches. */
export function groupsAbove(items: readonly MenuItem[], match: (i: MenuItem) => boolean, above: string[] = []): string[] | null {
  for (const i of items) {
    if (match(i)) return above;
    if (i.children) {
      const found = groupsAbove(i.children, match, [...above, i.key]);
      if (found) return found;
    }
  }
  return null;
}
