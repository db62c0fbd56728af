import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { dropTemp, isStorageKey, receiveToTemp, storageKeyOf } from './local-store';
import type { FileStore } from './store';

type S3Settings = Extract<Config['fileStore'], { kind: 's3' }>;

/**
 * Objects `prefix/ab/abcdef...` in an S3-compatible bucket, shared by every server process. Uploads
 * are still received and checked in a temporary file on this machine before they are sent.
 */
export async function s3FileStore(cfg: S3Settings, dataDir: string): Promise<FileStore> {
  // Loaded only when a bucket is configured: otherwise every start would pay for the SDK in time and memory.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}),
    // Without keys the SDK's own chain applies (environment, profile, instance role).
    ...(cfg.accessKeyId ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } } : {}),
    // Newer SDKs add CRC checksums (and chunked uploads) by default; many S3-compatible servers reject or mangle them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable bucket fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const isMissing = (e: unknown) => e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound');
  const objectKey = (storageKey: string) => (cfg.prefix ? `${cfg.prefix}/${storageKey}` : storageKey);
  const bucket = cfg.bucket;
  return {
    receive: (source) => receiveToTemp(dataDir, source),
    drop: dropTemp,
    async keep(f) {
      const storageKey = storageKeyOf(f);
      const Key = objectKey(storageKey);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      } catch (e) {
        if (!isMissing(e)) throw e;
        // A failed send leaves the temporary file to the caller, which drops what it staged.
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: createReadStream(f.tmpPath), ContentLength: f.size, ContentType: 'application/octet-stream' }));
      }
      await dropTemp(f);
      return storageKey;
    },
    async discard(storageKey) {
      if (isStorageKey(storageKey)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
    },
    async open(storageKey) {
      if (!isStorageKey(storageKey)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(storageKey) }));
        if (!(res.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { stream: res.Body, size: Number(res.ContentLength) };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
  };
}
