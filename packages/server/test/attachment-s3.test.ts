import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, SAMPLE, uploadTo, type Caller, type TestApp } from './helpers';

/** A PDF the verifier accepts, with content no other test uploads. */
const uniquePdf = (tag: string) => Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
const hashOf = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('attachments in an S3-compatible bucket (FILE_STORE=s3://...)', () => {
  let s3dir: string;
  let server: S3rver;
  let s3: S3Client;
  let t: TestApp;
  let demo: Caller;
  let demoUnit: string;

  beforeAll(async () => {
    s3dir = mkdtempSync(join(tmpdir(), 'portal-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory: s3dir, silent: true, configureBuckets: [{ name: 'portal' }] });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    t = await createTestApp({ FILE_STORE: 's3://portal/files', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    demo = await loginAs(t, 'demo');
    demoUnit = (await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user.unitInfo.id;
  });
  afterAll(async () => {
    await t?.close();
    s3?.destroy();
    await server?.close();
    rmSync(s3dir, { recursive: true, force: true });
  });

  const upload = async (filename: string, content: Buffer) => {
    const res = (await uploadTo(t, demo, { bizType: 'unit', bizId: demoUnit, kind: 'businessLicence' }, { filename, content })).json();
    expect(res.success).toBe(true);
    return res.data as { attsysid: string; sha256: string };
  };
  const download = (id: string) => t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${id}`, headers: { cookie: demo.cookie } });
  const remove = (id: string) => call(t, demo, 'GET', `/a/stone/attachment/delete?attsysid=${id}`);
  const objectKeys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: 'portal', Prefix: 'files/' }))).Contents ?? []).map((o) => o.Key!);
  const keyOf = (sha: string) => `files/${sha.slice(0, 2)}/${sha}`;

  it('keeps an upload as an object named by its hash, and downloads the same bytes back', async () => {
    const content = uniquePdf('s3-roundtrip');
    const a = await upload('营业执照.pdf', content);
    expect(a.sha256).toBe(hashOf(content));
    expect(await objectKeys()).toContain(keyOf(a.sha256));
    const stored = await s3.send(new GetObjectCommand({ Bucket: 'portal', Key: keyOf(a.sha256) }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(content)).toBe(true);

    const file = await download(a.attsysid);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(content.length));
    expect(file.rawPayload.equals(content)).toBe(true);

    // Nothing is kept on this machine: the temporary file is gone and no content address exists locally.
    const local = join(t.config.dataDir, 'files');
    expect(readdirSync(join(local, 'tmp'))).toEqual([]);
    expect(existsSync(join(local, a.sha256.slice(0, 2)))).toBe(false);
  });

  it('keeps identical content once', async () => {
    const content = uniquePdf('s3-twice');
    const a = await upload('a.pdf', content);
    const before = await objectKeys();
    const b = await upload('b.pdf', content);
    expect(b.sha256).toBe(a.sha256);
    expect(await objectKeys()).toEqual(before);
    expect((await objectKeys()).filter((k) => k === keyOf(a.sha256))).toHaveLength(1);
    expect((await download(b.attsysid)).rawPayload.equals(content)).toBe(true);
  });

  it('removes the object once no attachment refers to it', async () => {
    const content = uniquePdf('s3-delete');
    const a = await upload('a.pdf', content);
    const b = await upload('b.pdf', content);
    expect((await remove(a.attsysid)).json().success).toBe(true);
    expect(await objectKeys()).toContain(keyOf(a.sha256));
    expect((await download(b.attsysid)).statusCode).toBe(200);
    expect((await remove(b.attsysid)).json().success).toBe(true);
    expect(await objectKeys()).not.toContain(keyOf(a.sha256));
    expect((await download(b.attsysid)).statusCode).toBe(404);
  });

  it('answers 404 for an attachment whose object has gone from the bucket', async () => {
    const a = await upload('gone.pdf', uniquePdf('s3-missing'));
    await s3.send(new DeleteObjectCommand({ Bucket: 'portal', Key: keyOf(a.sha256) }));
    const res = await download(a.attsysid);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('sends nothing to the bucket for a refused file', async () => {
    const before = await objectKeys();
    const res = await uploadTo(t, demo, { bizType: 'unit', bizId: demoUnit, kind: 'businessLicence' }, { filename: 'a.pdf', content: SAMPLE.exe });
    expect(res.json().success).toBe(false);
    expect(await objectKeys()).toEqual(before);
    expect(readdirSync(join(t.config.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('stores a re-encoded image, not the bytes sent', async () => {
    const a = await upload('photo.png', SAMPLE.png);
    expect(a.sha256).not.toBe(hashOf(SAMPLE.png));
    expect(await objectKeys()).toContain(keyOf(a.sha256));
  });
});
