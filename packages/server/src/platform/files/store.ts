import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { localFileStore } from './local-store';
import { s3FileStore } from './s3-store';

export interface ReceivedFile {
  sha256: string;
  size: number;
  /** The first bytes, for type detection. */
  head: Buffer;
  tmpPath: string;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where accepted files live, addressed by their content (`ab/abcdef...`, made only of the hash, so
 * no name a client sends reaches the store). Uploads always arrive in a temporary file on this
 * machine, where they are checked before anything is kept.
 */
export interface FileStore {
  /** Streams an upload to a temporary file while hashing it; nothing is kept until `keep` is called. */
  receive(source: Readable): Promise<ReceivedFile>;
  /** Forgets a received file that was refused. */
  drop(f: ReceivedFile): Promise<void>;
  /** Keeps an accepted file under its content address and returns that key; identical content is kept once. */
  keep(f: ReceivedFile): Promise<string>;
  /** Removes stored content nobody refers to any more. */
  discard(storageKey: string): Promise<void>;
  /** Opens stored content for download; null when it is missing. */
  open(storageKey: string): Promise<StoredFile | null>;
}

/** The store the configuration names: the data directory by default, or an S3-compatible bucket every server process shares. */
export const createFileStore = async (config: Config): Promise<FileStore> =>
  config.fileStore.kind === 's3' ? s3FileStore(config.fileStore, config.dataDir) : localFileStore(config.dataDir);
