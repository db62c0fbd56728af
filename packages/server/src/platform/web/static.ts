import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from '../http/api-paths';
import { fail } from '../http/envelope';
import { pageCsp } from '../http/security-headers';

/**
 * Serves the built web app (when there is one): hashed assets cached for a year and sent
 * pre-compressed when the build left a .br or .gz beside them, index.html never cached, and any
 * other page path answered with index.html (login.html for /login) so history-mode routes survive a reload. Files are
 * looked up per request, so a rebuilt app is served without a restart. Unknown API paths get the
 * JSON envelope instead.
 */
export async function serveWeb(app: FastifyInstance, webDir: string | null): Promise<void> {
  const hasWeb = !!webDir && existsSync(join(webDir, 'index.html'));
  if (webDir && hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      // Our own cache headers below; the plugin's would overwrite them.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes(`${join(webDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The login page as drawn at build time (web/prerender.mjs), when the build made it.
  const hasLogin = hasWeb && !!webDir && existsSync(join(webDir, 'login.html'));
  const loginPolicy = hasLogin ? inlineScriptPolicy(join(webDir, 'login.html')) : null;
  const sendPage = (url: string, reply: FastifyReply) =>
    loginPolicy && url.split('?')[0] === '/login'
      ? reply.header('cache-control', 'no-cache').header('content-security-policy', loginPolicy()).sendFile('login.html')
      : sendIndex(reply);
  // The root is a folder to the file plugin, which refuses it; the app decides where it leads.
  if (hasWeb) app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !isApiPath(req.url) && hasWeb) return sendPage(req.url, reply);
    return reply.status(404).send(fail('NOT_FOUND', '请求的地址不存在'));
  });
}

/**
 * The page policy for a built page that carries inline scripts (the prerendered login's script loader),
 * allowing exactly those scripts by their SHA-256. Worked out again when the file changes, so a rebuild
 * needs no restart.
 */
function inlineScriptPolicy(file: string): () => string {
  let seen = '';
  let policy = '';
  return () => {
    const { mtimeMs, size } = statSync(file);
    const version = `${mtimeMs}:${size}`;
    if (version !== seen) {
      const scripts = [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)];
      policy = pageCsp(scripts.map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`));
      seen = version;
    }
    return policy;
  };
}
