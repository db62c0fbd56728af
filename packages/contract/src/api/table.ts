import type { EndpointDef } from './endpoint';
import { operatorApi } from './operator';

/** The whole API, area by area: the one place an endpoint is declared (see endpoint.ts). */
export const API = {
  operator: operatorApi,
} as const;
export type Api = typeof API;

/** Every endpoint with its `area.name` key, in table order. */
export function listEndpoints(): Array<{ key: string; endpoint: EndpointDef }> {
  return Object.entries(API).flatMap(([area, group]) => Object.entries(group).map(([name, endpoint]) => ({ key: `${area}.${name}`, endpoint: endpoint as EndpointDef })));
}
