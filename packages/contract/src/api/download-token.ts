import { z } from 'zod';
import { endpoint } from './endpoint';

/** Spec §8: the one message of every failed token request, whatever was wrong with it. */
export const TOKEN_FAILED = '获取签名失败！';

/** How far the browser's clock may be from the server's; a random number is remembered at least this long. */
export const TOKEN_CLOCK_SKEW_SECONDS = 300;
/** How long a download token stays usable: enough to start the download it was asked for. */
export const DOWNLOAD_TOKEN_SECONDS = 120;

const hex = (min: number, max: number) => z.string({ error: TOKEN_FAILED }).regex(new RegExp(`^[0-9a-f]{${min},${max}}$`), TOKEN_FAILED);

/**
 * A request for a download token. `cipher` is the browser's clock (milliseconds, decimal) SM4-CBC encrypted with
 * the session's key, as hex of IV ‖ ciphertext; `mac` is HMAC-SM3 over `randomNum.purpose.cipher`, checked before
 * anything is decrypted (CBC alone lets a changed byte through). `purpose` is the path of the download asked for.
 */
export const genTokenInput = z.object({
  randomNum: z.string({ error: TOKEN_FAILED }).regex(/^[0-9A-Za-z]{16,64}$/, TOKEN_FAILED),
  cipher: hex(64, 96),
  mac: hex(64, 64),
  purpose: z.string({ error: TOKEN_FAILED }).regex(/^\/[A-Za-z0-9/_-]{1,120}$/, TOKEN_FAILED),
});
export type GenTokenInput = z.input<typeof genTokenInput>;

export const genTokenResult = z.object({ token: z.string(), expiresIn: z.number() });

export const downloadTokenApi = {
  genToken: endpoint({
    method: 'POST',
    path: '/api/simpleToke/genToken',
    title: '获取下载签名',
    spec: '§7 Signed downloads: POST /api/simpleToke/genToken (randomNum, cipher) returns the token every export and PDF download takes',
    access: 'session',
    encoding: 'form',
    input: genTokenInput,
    output: genTokenResult,
    bodyLimit: 1024,
  }),
} as const;
