import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStore } from './local-store';
import type { FileStore } from './store';

describe('the local file store (DATA_DIR/files)', () => {
  let dataDir: string;
  let store: FileStore;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-store-'));
    store = localFileStore(dataDir);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const content = 'hello, 附件'.repeat(10_000);
  const sha = createHash('sha256').update(content).digest('hex');
  const tmpFiles = () => readdirSync(join(dataDir, 'files', 'tmp'));

  it('receives a stream into a temporary file, with its hash, size and first bytes', async () => {
    const f = await store.receive(Readable.from([Buffer.from(content.slice(0, 5)), Buffer.from(content.slice(5))]));
    expect(f).toMatchObject({ sha256: sha, size: Buffer.byteLength(content) });
    expect(f.head.length).toBe(64 * 1024);
    expect(f.head.equals(Buffer.from(content).subarray(0, 64 * 1024))).toBe(true);
    expect(readFileSync(f.tmpPath, 'utf8')).toBe(content);
    await store.drop(f);
    expect(tmpFiles()).toEqual([]);
  });

  it('keeps content at its hash once, opens it, and discards it', async () => {
    const key = await store.keep(await store.receive(Readable.from([Buffer.from(content)])));
    expect(key).toBe(`${sha.slice(0, 2)}/${sha}`);
    expect(readFileSync(join(dataDir, 'files', key), 'utf8')).toBe(content);
    expect(await store.keep(await store.receive(Readable.from([Buffer.from(content)])))).toBe(key);
    expect(tmpFiles()).toEqual([]);
    expect(readdirSync(join(dataDir, 'files', sha.slice(0, 2)))).toEqual([sha]);

    const opened = await store.open(key);
    expect(opened?.size).toBe(Buffer.byteLength(content));
    expect(await text(opened!.stream)).toBe(content);

    await store.discard(key);
    expect(existsSync(join(dataDir, 'files', key))).toBe(false);
    expect(await store.open(key)).toBeNull();
  });

  it('uses only content-address keys: anything else opens nothing and deletes nothing', async () => {
    writeFileSync(join(dataDir, 'secret'), 'x');
    expect(await store.open('../secret')).toBeNull();
    await store.discard('../secret');
    expect(existsSync(join(dataDir, 'secret'))).toBe(true);
  });
});
