import type { EndpointDef } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../db';
import { csrfError, forbidden, linkExpired, unauthenticated } from '../http/errors';
import { checkDownloadToken } from './download-token';
import { findSession, type SessionContext, type SessionIds } from '../session/store';
import { isApiPath } from '../http/api-paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration of the route: its access rule and whether a GET changes something. */
    endpoint?: EndpointDef;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

export const COOKIE = { sid: 'portal_sid', esid: 'portal_esid', captcha: 'portal_cid' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Session ids from the HttpOnly cookies only. The spec's client also sent them as query parameters;
 * an id in an address leaks through history, logs and Referer, so this portal (page and API on one
 * origin) never reads one there.
 */
function readIds(req: FastifyRequest): Partial<SessionIds> {
  return { sessionid: req.cookies[COOKIE.sid], extendSessionId: req.cookies[COOKIE.esid] };
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
export const authPlugin = fp<{ config: Config; db: Database; signSecret: Buffer }>(
  async (app, { config, db, signSecret }) => {
    app.decorateRequest('session', null);

    // Every API route comes from the contract's table, which gives it its access rule.
    app.addHook('onRoute', (route) => {
      if (isApiPath(route.url) && route.method !== 'HEAD' && !route.config?.endpoint)
        throw new Error(`route ${String(route.method)} ${route.url} is not in the contract's endpoint table`);
    });

    app.addHook('onRequest', async (req) => {
      // A custom header cannot be sent cross-site without a CORS preflight, which this server never grants.
      const config = req.routeOptions.config;
      const stateChanging = !SAFE_METHODS.has(req.method) || config?.endpoint?.stateChanging === true;
      // Another system's call (a payment notification) carries its own signature, which its handler checks.
      if (config?.endpoint?.callerSigned === true) return;
      if (stateChanging && req.headers['x-requested-with'] !== 'XMLHttpRequest') throw csrfError();
    });

    // Before validation, so a caller without a session learns that first, not what was wrong with the body.
    app.addHook('preValidation', async (req) => {
      const url = req.routeOptions.url;
      if (!url || !isApiPath(url)) return;
      req.session = await findSession(db, readIds(req), config.sessionTtlHours);
      const endpoint = req.routeOptions.config.endpoint;
      const access = endpoint?.access;
      if (access === 'public') return;
      if (!req.session) throw unauthenticated();
      if (access !== 'session' && !req.session.menuIds.has(access!)) throw forbidden();
      if (endpoint?.signed) {
        const token = (req.query as { token?: unknown }).token;
        const binding = { sessionKey: req.session.key, unitId: req.session.unitId, purpose: endpoint.path };
        if (typeof token !== 'string' || !checkDownloadToken(signSecret, binding, token)) throw linkExpired();
      }
    });
  },
  { name: 'auth' },
);
