import type { EndpointDef } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../db';
import { csrfError, forbidden, unauthenticated } from '../http/errors';
import { findSession, type SessionContext, type SessionIds } from '../session/store';
import { PUBLIC_ROUTES, isApiPath } from './public-routes';

/** 'session': any logged-in user; otherwise a permission id from the contract's tree. */
export type Access = 'session' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration of the route: its access rule and whether a GET changes something. */
    endpoint?: EndpointDef;
    access?: Access;
    /** A GET that changes something (the spec's logout and attachment delete): it needs the same proof of origin as a POST. */
    stateChanging?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

export const COOKIE = { sid: 'portal_sid', esid: 'portal_esid', captcha: 'portal_cid' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Session ids from the HttpOnly cookies, or from the query parameters the spec's client sends. */
function readIds(req: FastifyRequest): Partial<SessionIds> {
  const q = req.query as Record<string, unknown> | undefined;
  const fromQuery = (k: string) => (typeof q?.[k] === 'string' ? (q[k] as string) : undefined);
  return {
    sessionid: req.cookies[COOKIE.sid] ?? fromQuery('sessionid'),
    extendSessionId: req.cookies[COOKIE.esid] ?? fromQuery('extendSessionId'),
  };
}

/** Sets or clears the two session cookies. */
export function writeSessionCookies(reply: FastifyReply, ids: SessionIds | null, ttlHours: number): void {
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: reply.request.protocol === 'https' };
  if (!ids) {
    reply.clearCookie(COOKIE.sid, base).clearCookie(COOKIE.esid, base);
    return;
  }
  const maxAge = ttlHours * 3600;
  reply.setCookie(COOKIE.sid, ids.sessionid, { ...base, maxAge }).setCookie(COOKIE.esid, ids.extendSessionId, { ...base, maxAge });
}

/**
 * Finds the caller's session, refuses state-changing requests that do not come from our pages,
 * and enforces each route's access rule.
 */
export const authPlugin = fp<{ config: Config; db: Database }>(
  async (app, { config, db }) => {
    app.decorateRequest('session', null);

    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) {
        if (m === 'HEAD') continue;
        if (!route.config?.endpoint && !PUBLIC_ROUTES.has(`${m} ${route.url}`) && !route.config?.access)
          throw new Error(`route ${m} ${route.url} declares no access rule and is not public`);
      }
    });

    app.addHook('onRequest', async (req) => {
      // A custom header cannot be sent cross-site without a CORS preflight, which this server never grants.
      const config = req.routeOptions.config;
      const stateChanging = !SAFE_METHODS.has(req.method) || config?.stateChanging === true || config?.endpoint?.stateChanging === true;
      if (stateChanging && req.headers['x-requested-with'] !== 'XMLHttpRequest') throw csrfError();
    });

    // Before validation, so a caller without a session learns that first, not what was wrong with the body.
    app.addHook('preValidation', async (req) => {
      const url = req.routeOptions.url;
      if (!url || !isApiPath(url)) return;
      req.session = await findSession(db, readIds(req), config.sessionTtlHours);
      const endpoint = req.routeOptions.config.endpoint;
      if (endpoint ? endpoint.access === 'public' : PUBLIC_ROUTES.has(`${req.method} ${url}`)) return;
      if (!req.session) throw unauthenticated();
      const access = endpoint?.access ?? req.routeOptions.config.access;
      if (access && access !== 'session' && !req.session.menuIds.has(access)) throw forbidden();
    });
  },
  { name: 'auth' },
);
