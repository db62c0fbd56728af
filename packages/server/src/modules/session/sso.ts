import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { nowIso } from '../../platform/ids';

/** Clock difference tolerated between the identity provider and this server. */
export const SSO_CLOCK_SKEW_SECONDS = 60;

let jwks: { url: string; getKey: JWTVerifyGetKey } | null = null;

/** The signature and the claims jose checks: issuer, audience, age from `iat`, expiry, all with a minute of skew. */
async function verifiedPayload(config: Config, token: string): Promise<JWTPayload | null> {
  const claims: JWTVerifyOptions = {
    issuer: config.sso.issuer,
    audience: config.sso.audience,
    maxTokenAge: config.sso.maxAgeSeconds,
    clockTolerance: SSO_CLOCK_SKEW_SECONDS,
    requiredClaims: ['exp', 'iat', 'sub', 'jti'],
  };
  const attempts: Array<() => Promise<{ payload: JWTPayload }>> = [];
  if (config.sso.secret) attempts.push(() => jwtVerify(token, new TextEncoder().encode(config.sso.secret), { ...claims, algorithms: ['HS256'] }));
  if (config.sso.jwksUrl) {
    if (jwks?.url !== config.sso.jwksUrl) jwks = { url: config.sso.jwksUrl, getKey: createRemoteJWKSet(new URL(config.sso.jwksUrl)) };
    const getKey = jwks.getKey;
    attempts.push(() => jwtVerify(token, getKey, { ...claims, algorithms: ['RS256'] }));
  }
  for (const attempt of attempts) {
    try {
      return (await attempt()).payload;
    } catch {
      // Try the next key source; a token failing all of them is refused.
    }
  }
  return null;
}

/**
 * Verifies a single sign-on token: HS256 with SSO_JWT_SECRET or RS256 against SSO_JWKS_URL, from the
 * configured issuer for this audience, issued at most SSO_MAX_AGE_SECONDS ago and living no longer
 * than that, and used once: its `jti` is kept until it expires, in the database every server
 * process shares. Returns the login name (`sub`), or null for any token that does not pass.
 */
export async function verifySsoToken(config: Config, db: Database, token: string): Promise<string | null> {
  const payload = await verifiedPayload(config, token);
  if (!payload || typeof payload.sub !== 'string' || !payload.sub || typeof payload.jti !== 'string' || !payload.jti || payload.jti.length > 128) return null;
  // A token whose own lifetime is longer than the allowed age is refused even while young.
  if (payload.exp! - payload.iat! > config.sso.maxAgeSeconds) return null;
  const used = await db
    .insertInto('sso_used_tokens')
    .values({ jti: payload.jti, expires_at: nowIso((payload.exp! + SSO_CLOCK_SKEW_SECONDS) * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .executeTakeFirst();
  return Number(used.numInsertedOrUpdatedRows ?? 0) === 1 ? payload.sub : null;
}

/** Forgets used token ids once the tokens have expired: a replay would fail on its expiry by then. */
export async function purgeUsedSsoTokens(db: Database): Promise<number> {
  const r = await db.deleteFrom('sso_used_tokens').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
