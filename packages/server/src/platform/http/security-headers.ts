import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths';

/**
 * The page's policy: scripts only from this origin (no eval, and no inline script but those named by
 * their hash); styles from this origin and inline, because antd writes its component styles into
 * <style> elements at run time; images also as data: and blob: (QR codes, previews); nothing may
 * frame the portal.
 */
export const pageCsp = (scriptHashes: readonly string[] = []): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const PAGE_CSP = pageCsp();

/** Answers that are not pages (JSON, downloads) load nothing and may not be framed. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

// Only features Chromium knows: an unknown one is logged as an error on every page.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

/**
 * Security headers on every response. A file shown inline (an attachment previewed in the portal's
 * own frame) may be framed by the portal and keeps the browser's viewer working; everything else is
 * framed by nothing. API answers are never cached; HSTS goes out only over HTTPS.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const inlineFile = String(reply.getHeader('content-disposition') ?? '').startsWith('inline');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (inlineFile) {
      reply.header('content-security-policy', "frame-ancestors 'self'");
      reply.header('x-frame-options', 'SAMEORIGIN');
    } else {
      // A page that brings its own inline script has set its policy already (platform/web/static.ts).
      if (!type.startsWith('text/html')) reply.header('content-security-policy', DATA_CSP);
      else if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', PAGE_CSP);
      reply.header('x-frame-options', 'DENY');
    }
    if (isApiPath(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
