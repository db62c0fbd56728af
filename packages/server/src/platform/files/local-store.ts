import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newToken } from '../ids';
import type { FileStore, ReceivedFile } from './store';

/** Bytes kept from the start of every upload for type detection. */
const HEAD_BYTES = 64 * 1024;

const KEY_SHAPE = /^[0-9a-f]{2}\/[0-9a-f]{64}$/;

/** Whether a key has the content-address shape; anything else is never used as a path or object name. */
export const isStorageKey = (key: string): boolean => KEY_SHAPE.test(key);

/** The content address of a received file; a hash of any other shape never becomes a key. */
export function storageKeyOf(f: ReceivedFile): string {
  const key = `${f.sha256.slice(0, 2)}/${f.sha256}`;
  if (!isStorageKey(key)) throw new Error('not a content address');
  return key;
}

const filesDir = (dataDir: string) => join(dataDir, 'files');

/** Streams an upload to a temporary file under the data directory while hashing it. */
export async function receiveToTemp(dataDir: string, source: Readable): Promise<ReceivedFile> {
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

export const dropTemp = (f: ReceivedFile) => rm(f.tmpPath, { force: true });

/** Files under DATA_DIR/files: the default, for a single server process. */
export function localFileStore(dataDir: string): FileStore {
  return {
    receive: (source) => receiveToTemp(dataDir, source),
    drop: dropTemp,
    async keep(f) {
      const storageKey = storageKeyOf(f);
      const target = join(filesDir(dataDir), storageKey);
      mkdirSync(join(filesDir(dataDir), f.sha256.slice(0, 2)), { recursive: true, mode: 0o700 });
      if (existsSync(target)) await dropTemp(f);
      else await rename(f.tmpPath, target);
      return storageKey;
    },
    async discard(storageKey) {
      if (isStorageKey(storageKey)) await rm(join(filesDir(dataDir), storageKey), { force: true });
    },
    async open(storageKey) {
      if (!isStorageKey(storageKey)) return null;
      const path = join(filesDir(dataDir), storageKey);
      try {
        const s = await stat(path);
        return { stream: createReadStream(path), size: s.size };
      } catch {
        return null;
      }
    },
  };
}
