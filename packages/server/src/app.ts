import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { apiHandlers } from './modules';
import { authPlugin } from './platform/auth/plugin';
import { isApiPath } from './platform/http/api-paths';
import { registerApi } from './platform/http/endpoints';
import { installErrorHandler } from './platform/http/error-handler';
import { installSecurityHeaders } from './platform/http/security-headers';
import { compiledSerializer } from './platform/http/serializer';
import { serveWeb } from './platform/web/static';

export interface BuildOptions {
  logger?: boolean;
  /** Serve the built web app (main does; API tests do not need it). */
  web?: boolean;
}

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Builds the whole server; main.ts and every API test use this same function. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: ctx.config.logLevel, redact: ['req.headers.cookie'] } : false,
    // A hop count trusts the nearest N proxies (the function form of the same rule, as Fastify's types ask).
    trustProxy: typeof ctx.config.trustProxy === 'number' ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);
  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: ctx.config.attachmentMaxBytes, files: 10, fields: 20, fieldSize: 1024 } });
  await app.register(authPlugin, { config: ctx.config, db: ctx.db, signSecret: ctx.documentRefKey });
  // Collects the routes as they are registered; the document is built on its first request (docs.openapi).
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: { title: ctx.config.title, version: '1' } },
    transform: (doc) => (isApiPath(doc.url) ? jsonSchemaTransform(doc) : { schema: { hide: true }, url: doc.url }),
  });

  // Spec §7: every API area's handlers, from the module that answers it (modules.ts).
  registerApi(app, ctx, apiHandlers);

  await serveWeb(app, opts.web ? ctx.config.webDir : null);
  return app;
}
