import { findErrorLogInput, saveErrorLogInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import * as service from './service';

/** The browser's error reports (spec §7 save_error_logger, §8) and the list behind error_logger_page. */
export const errorLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/save_error_logger', { bodyLimit: 16 * 1024, schema: { body: saveErrorLogInput } }, async (req) => {
    await service.saveErrorLog(ctx, req.session, req.body, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
    return ok(null);
  });

  app.post('/a/stone/errorLogger/findPage', { config: { access: 'errorLog' }, schema: { body: findErrorLogInput } }, async (req) =>
    ok(await service.findErrorLogs(ctx, req.session!, req.body)),
  );
};
