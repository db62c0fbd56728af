import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { articleRoutes } from './modules/article/routes';
import { attachmentRoutes } from './modules/attachment/routes';
import { authRoutes } from './modules/auth/routes';
import { dictRoutes } from './modules/dict/routes';
import { equipmentRoutes } from './modules/equipment/routes';
import { errorLogRoutes } from './modules/error-log/routes';
import { healthRoutes } from './modules/health/routes';
import { messageRoutes } from './modules/message/routes';
import { operatorHandlers } from './modules/operator/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { registrationRoutes } from './modules/registration/routes';
import { smsRoutes } from './modules/sms/routes';
import { unitRoutes } from './modules/unit/routes';
import { memberRoutes } from './modules/user/member-routes';
import { userRoutes } from './modules/user/routes';
import { authPlugin } from './platform/auth/plugin';
import { registerApi } from './platform/http/endpoints';
import { installErrorHandler } from './platform/http/error-handler';
import { serveWeb } from './platform/web/static';

export interface BuildOptions {
  logger?: boolean;
  /** Serve the built web app (main does; API tests do not need it). */
  web?: boolean;
}

/** Builds the whole server; main.ts and every API test use this same function. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: ctx.config.logLevel, redact: ['req.headers.cookie', 'req.query.sessionid', 'req.query.extendSessionId'] } : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: ctx.config.attachmentMaxBytes, files: 10, fields: 20, fieldSize: 1024 } });
  await app.register(authPlugin, { config: ctx.config, db: ctx.db });

  // Spec §7, area by area.
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(errorLogRoutes, { ctx });
  await app.register(messageRoutes, { ctx });
  await app.register(dictRoutes, { ctx });
  await app.register(attachmentRoutes, { ctx });
  await app.register(unitRoutes, { ctx });
  await app.register(articleRoutes, { ctx });
  await app.register(smsRoutes, { ctx });
  await app.register(registrationRoutes, { ctx });
  await app.register(passwordResetRoutes, { ctx });
  await app.register(memberRoutes, { ctx });
  await app.register(equipmentRoutes, { ctx });

  registerApi(app, ctx, {
    operator: operatorHandlers,
  });

  await serveWeb(app, opts.web ? ctx.config.webDir : null);
  return app;
}
