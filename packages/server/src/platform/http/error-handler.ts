import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from './envelope';
import { downloadFailurePage, openedAsPage } from './download-failure';
import { AppError } from './errors';

/**
 * One place turns every failure into the envelope: our errors keep their code and message,
 * schema failures name the first problem, anything unknown is logged and answered without detail.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
      if (req.routeOptions.config?.endpoint?.signed && openedAsPage(req))
        return reply
          .status(err.status === 200 ? 400 : err.status)
          .type('text/html; charset=utf-8')
          .send(downloadFailurePage(err.message));
      return reply.status(err.status).send(fail(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply.status(200).send(fail('BAD_INPUT', first?.message || '提交的内容不正确'));
    }
    if (err.statusCode === 413) return reply.status(413).send(fail('TOO_LARGE', '提交的内容过大'));
    if (err.statusCode === 429) return reply.status(429).send(fail('RATE_LIMITED', '操作过于频繁，请稍后再试'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return reply.status(err.statusCode).send(fail('BAD_INPUT', '请求格式不正确'));
    req.log.error({ err, url: req.url, method: req.method }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL', '服务器出错了，请稍后再试'));
  });
}
