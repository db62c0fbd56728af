import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/envelope';

const API_PREFIXES = ['/a/', '/api/', '/save_error_logger', '/healthz'];

/**
 * Serves the built web app (when there is one): hashed assets cached for a year, index.html never cached, and any
 * other page path answered with index.html so history-mode routes survive a reload. Unknown API
 * paths get the JSON envelope instead.
 */
export async function serveWeb(app: FastifyInstance, webDir: string | null): Promise<void> {
  const hasWeb = !!webDir && existsSync(join(webDir, 'index.html'));
  if (webDir && hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes(`${join(webDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (req.method === 'GET' && !isApi && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(fail('NOT_FOUND', '请求的地址不存在'));
  });
}
