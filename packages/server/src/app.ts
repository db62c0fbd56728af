import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { articleHandlers } from './modules/article/routes';
import { attachmentHandlers } from './modules/attachment/routes';
import { sessionHandlers } from './modules/auth/routes';
import { dictHandlers } from './modules/dict/routes';
import { equipmentHandlers } from './modules/equipment/routes';
import { errorLogHandlers } from './modules/error-log/routes';
import { healthHandlers } from './modules/health/routes';
import { messageHandlers } from './modules/message/routes';
import { operatorHandlers } from './modules/operator/routes';
import { flowLogHandlers } from './modules/workflow/routes';
import { registerFlowRecords } from './modules/workflow/service';
import { articleRecord } from './modules/article/service';
import { accountApplyRecord } from './modules/registration/service';
import { passwordResetRecord } from './modules/password-reset/service';
import { unitChangeRecord } from './modules/unit/service';
import { passwordResetHandlers } from './modules/password-reset/routes';
import { registrationHandlers } from './modules/registration/routes';
import { smsHandlers } from './modules/sms/routes';
import { unitHandlers } from './modules/unit/routes';
import { memberHandlers } from './modules/user/member-routes';
import { userHandlers } from './modules/user/routes';
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
  // Each kind of workflow record, from the module that owns it: where it lives and who may see its log.
  registerFlowRecords({ accountApply: accountApplyRecord, passwordReset: passwordResetRecord, unitChange: unitChangeRecord, article: articleRecord });

  registerApi(app, ctx, {
    dict: dictHandlers,
    attachment: attachmentHandlers,
    unit: unitHandlers,
    article: articleHandlers,
    health: healthHandlers,
    session: sessionHandlers,
    user: userHandlers,
    errorLog: errorLogHandlers,
    message: messageHandlers,
    sms: smsHandlers,
    member: memberHandlers,
    operator: operatorHandlers,
    registration: registrationHandlers,
    passwordReset: passwordResetHandlers,
    equipment: equipmentHandlers,
    flowLog: flowLogHandlers,
  });

  await serveWeb(app, opts.web ? ctx.config.webDir : null);
  return app;
}
