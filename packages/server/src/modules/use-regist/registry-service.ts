import type { AppContext } from '../../context';
import * as repo from './repo';

/**
 * The registry whose area covers a place (a district bureau before the city's), for modules that print
 * its name on what it issued. Kept apart from service.ts so those modules can use it while the
 * registration service uses them.
 */
export async function findRegistryFor(ctx: AppContext, areaCode: string): Promise<{ id: string; name: string } | null> {
  const r = await repo.findRegistryFor(ctx.db, areaCode);
  return r ? { id: r.id, name: r.name } : null;
}
