import { DOWNLOAD_TOKEN_SECONDS, listEndpoints, TOKEN_FAILED, type EndpointDef, type GenTokenInput } from '@portal/contract';
import type { AppContext } from '../../context';
import { freshClock, issueDownloadToken, openTokenRequest, sessionSignKey, takeNonce } from '../../platform/auth/download-token';
import { businessError } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/session/store';

/** The downloads a token can be asked for, by path. */
const SIGNED = new Map<string, EndpointDef>(
  listEndpoints()
    .filter(({ endpoint }) => endpoint.signed)
    .map(({ endpoint }) => [endpoint.path, endpoint]),
);

/** The session's key for token requests, as the user's info hands it to the browser. */
export const signKeyOf = (ctx: AppContext, s: SessionContext): string => sessionSignKey(ctx.documentRefKey, s.key).toString('hex');

/**
 * Answers a token for one download when the request was made with this session's key, with a clock near ours and a
 * random number not used before. Every failure reads the same, so a prober learns nothing from the message.
 */
export async function genToken(ctx: AppContext, s: SessionContext, input: Required<GenTokenInput>): Promise<{ token: string; expiresIn: number }> {
  const target = SIGNED.get(input.purpose);
  if (!target || (target.access !== 'session' && !s.menuIds.has(target.access))) throw businessError(TOKEN_FAILED);
  const clock = openTokenRequest(sessionSignKey(ctx.documentRefKey, s.key), input);
  if (clock === null || !freshClock(clock)) throw businessError(TOKEN_FAILED);
  if (!(await takeNonce(ctx.db, s.key, input.randomNum))) throw businessError(TOKEN_FAILED);
  const token = issueDownloadToken(ctx.documentRefKey, { sessionKey: s.key, unitId: s.unitId, purpose: target.path });
  return { token, expiresIn: DOWNLOAD_TOKEN_SECONDS };
}
