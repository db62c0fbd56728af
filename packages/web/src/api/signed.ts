import type { EndpointKey } from '@portal/contract';
import { ROUTES } from '@portal/contract/api/routes.gen';
import { useSession } from '../state/session-store';
import { downloadFile, saveFile, type DownloadOptions } from './download';
import { call, urlOf, type In } from './http';

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The session's key for token requests, from the user's info (asked again if the shell has not loaded it). */
async function signKey(): Promise<string> {
  return useSession.getState().user?.signKey ?? (await call('user.info')).user.signKey;
}

/**
 * Asks the server for a token for one download (spec §7 genToken): our clock SM4-encrypted under the session's key,
 * the request HMAC-SM3'd under its other half. A refusal shows '获取签名失败！' through the http client.
 */
async function downloadToken(path: string): Promise<string> {
  const [{ sm3, sm4 }, key] = await Promise.all([import('sm-crypto'), signKey()]);
  const iv = randomHex(16);
  const cipher = iv + sm4.encrypt(String(Date.now()), key.slice(0, 32), { mode: 'cbc', iv });
  const randomNum = randomHex(16);
  const mac = sm3(`${randomNum}.${path}.${cipher}`, { key: key.slice(32) });
  return (await call('downloadToken.genToken', { randomNum, cipher, mac, purpose: path })).token;
}

/** A download's address with a fresh token: for a link opened in a new window, or handed to fetch. */
export async function signedUrl<K extends EndpointKey>(key: K, input: In<K>): Promise<string> {
  const token = await downloadToken(ROUTES[key].path);
  // The token travels as one more query field of the download.
  return (urlOf as (k: K, i: object) => string)(key, { ...(input as object), token });
}

/** Fetches a signed download and hands it to the browser to save. */
export async function downloadSigned<K extends EndpointKey>(key: K, input: In<K>, fallbackName: string, opts: Omit<DownloadOptions, 'fallbackName'> = {}): Promise<void> {
  const file = await downloadFile(await signedUrl(key, input), { ...opts, fallbackName });
  saveFile(file.blob, file.fileName);
}
