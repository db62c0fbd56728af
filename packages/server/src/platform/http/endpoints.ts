import { API, BINARY_KINDS, type Api, type EndpointDef, type EndpointGroup, type EndpointParsed, type EndpointResult } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { SessionContext } from '../session/store';
import { refuseControlChars } from './control-chars';
import { ok } from './envelope';

/** What a handler gets besides its parsed input. A public endpoint may have no session; every other one has. */
export interface HandlerArgs<E extends EndpointDef> {
  ctx: AppContext;
  session: E['access'] extends 'public' ? SessionContext | null : SessionContext;
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
}

/**
 * A JSON endpoint's handler returns the envelope's data; a file endpoint's handler sets its headers
 * on the reply and returns the body (a buffer or a stream).
 */
export type Handler<E extends EndpointDef> = (input: EndpointParsed<E>, r: HandlerArgs<E>) => Promise<E['output'] extends z.ZodType ? EndpointResult<E> : unknown>;
export type Handlers<G extends EndpointGroup> = { [K in keyof G]: Handler<G[K]> };
/** One handler for every endpoint of the table, area by area; the compiler refuses a missing or an extra one. */
export type ApiHandlers = { [A in keyof Api]: Handlers<Api[A]> };

/** A handler of an endpoint that answers nothing (contract `nothing`): takes the step, then answers null. */
export const answeringNothing =
  <I, A>(step: (input: I, r: A) => Promise<unknown>) =>
  async (input: I, r: A): Promise<null> => {
    await step(input, r);
    return null;
  };

/** What a signed-in caller's handler reads besides its input. */
interface Caller {
  ctx: AppContext;
  session: SessionContext;
  ip: string;
}

/**
 * The handlers of a filing's own draft endpoints (contract filingEndpoints: save, withdraw, delete), answered by the
 * area's service functions; an area spreads them into its handlers beside its own.
 */
export function draftHandlers<I, V>(service: {
  save: (ctx: AppContext, s: SessionContext, input: I, ip: string) => Promise<V>;
  withdraw: (ctx: AppContext, s: SessionContext, id: string, version: number, ip: string) => Promise<V>;
  delete: (ctx: AppContext, s: SessionContext, id: string) => Promise<unknown>;
}) {
  return {
    save: (input: I, { ctx, session, ip }: Caller) => service.save(ctx, session, input, ip),
    withdraw: ({ id, version }: { id: string; version: number }, { ctx, session, ip }: Caller) => service.withdraw(ctx, session, id, version, ip),
    delete: answeringNothing(({ id }: { id: string }, { ctx, session }: Caller) => service.delete(ctx, session, id)),
  };
}

/** The JSON envelope as the output schema: success answers carry `data`, refusals the message. */
const envelopeOf = (data: z.ZodType) =>
  z.object({
    success: z.boolean(),
    isSuccess: z.boolean(),
    result: z.boolean(),
    data: data.optional(),
    errorMsg: z.string().optional(),
    errmsg: z.string().optional(),
    code: z.string().optional(),
  });

function schemaOf(area: string, e: EndpointDef) {
  const parts = {
    summary: e.title,
    description: `${e.spec}; access: ${e.access}`,
    tags: [area],
    params: e.params,
    querystring: e.method === 'GET' ? e.input : e.query,
    body: e.method === 'POST' && e.encoding !== 'multipart' && e.encoding !== 'text' ? e.input : undefined,
    response: typeof e.output === 'string' ? undefined : { 200: envelopeOf(e.output) },
  };
  // Fastify warns about a schema key that is present but empty.
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
}

/**
 * Registers a route whose handler reads the body as text, exactly as sent (`req.body`): body parsers belong to a
 * scope, not a route, so the route gets a scope of its own.
 */
function routeWithTextBody(app: FastifyInstance, options: RouteOptions): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.route(options);
  });
}

/**
 * Registers every endpoint of the contract's table with its handler. A table endpoint without a
 * handler, or a handler for no endpoint, stops start-up: the table and the server cannot drift.
 */
export function registerApi(app: FastifyInstance, ctx: AppContext, handlers: ApiHandlers): void {
  const table = API as Record<string, EndpointGroup>;
  const given = handlers as unknown as Record<string, Record<string, Handler<EndpointDef>> | undefined>;
  for (const area of Object.keys(given)) {
    if (!table[area]) throw new Error(`handlers for unknown API area ${area}`);
    for (const key of Object.keys(given[area]!)) if (!table[area][key]) throw new Error(`handler ${area}.${key} has no endpoint in the table`);
  }
  for (const [area, group] of Object.entries(table)) {
    for (const [key, e] of Object.entries(group)) {
      const handle = given[area]?.[key];
      if (!handle) throw new Error(`endpoint ${area}.${key} (${e.method} ${e.path}) has no handler`);
      const options: RouteOptions = {
        method: e.method,
        url: e.path,
        config: { endpoint: e },
        ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
        schema: schemaOf(area, e),
        // After the session check (a global hook), before the schema: no text input may carry control characters. A
        // body kept as text is another system's signed message, proven by its signature and answered in its own protocol.
        preValidation: e.encoding === 'text' ? [] : refuseControlChars,
        handler: async (req, reply) => {
          const input = { ...(req.params as object), ...(req.query as object), ...(e.encoding === 'multipart' || e.encoding === 'text' ? {} : (req.body as object)) };
          const result = await handle(input, { ctx, session: req.session as SessionContext, req, reply, ip: req.ip });
          if (typeof e.output !== 'string') return ok(result);
          // Files are never cached by a shared cache; the handler may say more (inline, a length, a name).
          if (!reply.hasHeader('content-type')) reply.type(BINARY_KINDS[e.output]);
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
          return result;
        },
      };
      if (e.encoding === 'text') routeWithTextBody(app, options);
      else app.route(options);
    }
  }
}
