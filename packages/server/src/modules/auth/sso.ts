import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config';

let jwks: { url: string; getKey: JWTVerifyGetKey } | null = null;

/**
 * Verifies a single sign-on token: HS256 with SSO_JWT_SECRET or RS256 against SSO_JWKS_URL.
 * It must carry `sub` (the login name) and an `exp` in the future. Returns the login name, or
 * null for any token that does not pass.
 */
export async function verifySsoToken(config: Config, token: string): Promise<string | null> {
  const attempts: Array<() => Promise<{ payload: { sub?: string } }>> = [];
  if (config.ssoJwtSecret) attempts.push(() => jwtVerify(token, new TextEncoder().encode(config.ssoJwtSecret), { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] }));
  if (config.ssoJwksUrl) {
    if (jwks?.url !== config.ssoJwksUrl) jwks = { url: config.ssoJwksUrl, getKey: createRemoteJWKSet(new URL(config.ssoJwksUrl)) };
    const getKey = jwks.getKey;
    attempts.push(() => jwtVerify(token, getKey, { algorithms: ['RS256'], requiredClaims: ['exp', 'sub'] }));
  }
  for (const attempt of attempts) {
    try {
      const { payload } = await attempt();
      if (typeof payload.sub === 'string' && payload.sub) return payload.sub;
    } catch {
      // Try the next key source; a token failing all of them is refused below.
    }
  }
  return null;
}
