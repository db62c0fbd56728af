import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, type ReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newToken } from '../ids';

/** Bytes kept from the start of every upload for type detection. */
const HEAD_BYTES = 64 * 1024;

export interface ReceivedFile {
  sha256: string;
  size: number;
  /** The first bytes, for type detection. */
  head: Buffer;
  tmpPath: string;
}

const filesDir = (dataDir: string) => join(dataDir, 'files');
const KEY_SHAPE = /^[0-9a-f]{2}\/[0-9a-f]{64}$/;

/** Streams an upload to a temporary file while hashing it; nothing is kept until `keep` is called. */
export async function receive(dataDir: string, source: Readable): Promise<ReceivedFile> {
  const tmpDir = join(filesDir(dataDir), 'tmp');
  mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  const tmpPath = join(tmpDir, newToken());
  const hash = createHash('sha256');
  const headParts: Buffer[] = [];
  let size = 0;
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          if (size < HEAD_BYTES) headParts.push(chunk.subarray(0, HEAD_BYTES - size));
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(tmpPath, { mode: 0o600 }),
    );
  } catch (e) {
    await rm(tmpPath, { force: true });
    throw e;
  }
  return { sha256: hash.digest('hex'), size, head: Buffer.concat(headParts), tmpPath };
}

/** Forgets a received file that was refused. */
export const drop = (f: ReceivedFile) => rm(f.tmpPath, { force: true });

/**
 * Moves an accepted file to its content address (files/ab/abcdef...), made only of its hash, so no
 * name a client sends ever reaches the disk. Identical content is kept once.
 */
export async function keep(dataDir: string, f: ReceivedFile): Promise<string> {
  const storageKey = `${f.sha256.slice(0, 2)}/${f.sha256}`;
  const target = join(filesDir(dataDir), storageKey);
  mkdirSync(join(filesDir(dataDir), f.sha256.slice(0, 2)), { recursive: true, mode: 0o700 });
  if (existsSync(target)) await drop(f);
  else await rename(f.tmpPath, target);
  return storageKey;
}

/** Removes stored content nobody refers to any more. */
export async function discard(dataDir: string, storageKey: string): Promise<void> {
  if (KEY_SHAPE.test(storageKey)) await rm(join(filesDir(dataDir), storageKey), { force: true });
}

/** Opens stored content for download; null when it is missing. */
export async function openStored(dataDir: string, storageKey: string): Promise<{ stream: ReadStream; size: number } | null> {
  if (!KEY_SHAPE.test(storageKey)) return null;
  const path = join(filesDir(dataDir), storageKey);
  try {
    const s = await stat(path);
    return { stream: createReadStream(path), size: s.size };
  } catch {
    return null;
  }
}
