import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/platform/ids';
import { AJAX, call, loginAs, multipart, SAMPLE, type Caller, type UploadFile, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('attachments', () => {
  const t = suiteApp({ ATTACHMENT_MAX_MB: '1' });
  const [demo, demo2] = signedIn(t, 'demo', 'demo2');
  let demoUnit: string;

  beforeAll(async () => {
    demoUnit = (await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user.unitInfo.id;
  });

  const upload = (who: Caller | null, fields: Record<string, string>, files: UploadFile[], url = '/a/stone/attachment/upload') => {
    const { payload, headers } = multipart(fields, files);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...AJAX, ...headers, ...(who ? { cookie: who.cookie } : {}) } });
  };
  const toUnit = () => ({ bizType: 'unit', bizId: demoUnit, kind: 'businessLicence' });
  const list = (who: Caller | null, body: object = { bizType: 'unit', bizId: demoUnit }) => requestRaw(t, who, 'attachment.findAttList', body);
  const download = (who: Caller, id: string) => t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${id}`, headers: { cookie: who.cookie } });
  const storedFiles = () => {
    const dir = join(t.config.dataDir, 'files');
    return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()) : [];
  };

  it('uploads, lists and downloads back the same bytes under the original Chinese name', async () => {
    const res = (await upload(demo, toUnit(), [{ filename: '营业执照 副本.pdf', content: SAMPLE.pdf }])).json();
    expect(res.success).toBe(true);
    expect(res.data).toMatchObject({
      bizType: 'unit',
      kind: 'businessLicence',
      fileName: '营业执照 副本.pdf',
      mime: 'application/pdf',
      size: SAMPLE.pdf.length,
      uploaderName: '张明',
      fromMobile: false,
    });
    expect(res.data.sha256).toBe(createHash('sha256').update(SAMPLE.pdf).digest('hex'));

    expect((await list(demo)).json().data.map((a: { attsysid: string }) => a.attsysid)).toContain(res.data.attsysid);

    const file = await download(demo, res.data.attsysid);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="____ __.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照 副本.pdf')}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const inline = await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${res.data.attsysid}&inline=1`, headers: { cookie: demo.cookie } });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('stores by content hash, keeping identical content once', async () => {
    const before = storedFiles().length;
    await upload(demo, toUnit(), [{ filename: 'again.pdf', content: SAMPLE.pdf }]);
    expect(storedFiles().length).toBe(before);
    for (const f of storedFiles()) expect(f.name).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uploads several files at once through attUpload', async () => {
    const res = (
      await upload(
        demo,
        { ...toUnit(), kind: 'other' },
        [
          { filename: 'a.pdf', content: SAMPLE.pdf },
          { filename: 'b.jpg', content: SAMPLE.jpeg },
        ],
        '/a/stone/attachment/attUpload',
      )
    ).json();
    expect(res.data.map((a: { mime: string }) => a.mime)).toEqual(['application/pdf', 'image/jpeg']);
  });

  it.each([
    ['a program renamed to .pdf', { filename: 'report.pdf', content: SAMPLE.exe }, '文件类型不被允许，仅支持 PDF、JPG、PNG 及 Word、Excel、PowerPoint 文档'],
    ['a web page renamed to .png', { filename: 'x.png', content: SAMPLE.html }, '文件类型不被允许，仅支持 PDF、JPG、PNG 及 Word、Excel、PowerPoint 文档'],
    ['a PDF renamed to .png', { filename: 'x.png', content: SAMPLE.pdf }, '文件内容与扩展名不符，请上传原始文件'],
    ['a PNG without extension', { filename: 'licence', content: SAMPLE.png }, '文件类型不被允许，仅支持 PDF、JPG、PNG 及 Word、Excel、PowerPoint 文档'],
    ['an empty file', { filename: 'empty.pdf', content: Buffer.alloc(0) }, '文件内容为空'],
  ])('refuses %s and keeps nothing of it', async (_label, file, msg) => {
    const rowsBefore = (await list(demo)).json().data.length;
    const filesBefore = storedFiles().length;
    expect((await upload(demo, toUnit(), [file])).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: msg });
    expect((await list(demo)).json().data.length).toBe(rowsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses a file over the configured size and keeps nothing of it', async () => {
    const filesBefore = storedFiles().length;
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(1.5 * 1024 * 1024, 0x20)]);
    const res = await upload(demo, toUnit(), [{ filename: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_LARGE', errorMsg: '单个文件不能超过1MB' });
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('keeps only the last part of a name sent with folders, and stores by hash whatever the name', async () => {
    const res = (await upload(demo, toUnit(), [{ filename: '../../../etc/cron.d/证明.pdf', content: SAMPLE.pdf }])).json();
    expect(res.data.fileName).toBe('证明.pdf');
    const res2 = (await upload(demo, toUnit(), [{ filename: '..\\..\\windows\\a.pdf', content: SAMPLE.pdf }])).json();
    expect(res2.data.fileName).toBe('a.pdf');
    expect(existsSync(join(t.config.dataDir, '..', 'etc'))).toBe(false);
  });

  it('refuses bad targets', async () => {
    expect((await upload(demo, { ...toUnit(), bizType: 'virus' }, [{ filename: 'a.png', content: SAMPLE.png }])).json().errorMsg).toBe('附件所属业务不正确');
    expect((await upload(demo, { bizType: 'unit', bizId: demoUnit }, [{ filename: 'a.png', content: SAMPLE.png }])).json().errorMsg).toBe('请选择附件类型');
    expect((await upload(demo, { ...toUnit(), kind: 'photo' }, [{ filename: 'a.png', content: SAMPLE.png }])).json().errorMsg).toBe('附件类型不正确');
    expect((await upload(demo, toUnit(), [])).json().errorMsg).toBe('请选择要上传的文件');
    expect(
      (
        await upload(demo, toUnit(), [
          { filename: 'a.png', content: SAMPLE.png },
          { filename: 'b.png', content: SAMPLE.png },
        ])
      ).json().errorMsg,
    ).toBe('一次最多上传1个文件');
  });

  it("keeps one company away from another's files, whatever id is sent", async () => {
    const mine = (await upload(demo, toUnit(), [{ filename: '内部.pdf', content: SAMPLE.pdf }])).json().data;
    expect((await upload(demo2, toUnit(), [{ filename: 'x.png', content: SAMPLE.png }])).statusCode).toBe(403);
    expect((await list(demo2)).json().data).toEqual([]);
    expect((await download(demo2, mine.attsysid)).statusCode).toBe(404);
    expect((await call(t, demo2, 'GET', `/a/stone/attachment/delete?attsysid=${mine.attsysid}`)).statusCode).toBe(404);
    expect((await download(demo, mine.attsysid)).statusCode).toBe(200);
  });

  it("lets staff read a unit's files but not delete them", async () => {
    const mine = (await upload(demo, toUnit(), [{ filename: 'staff.pdf', content: SAMPLE.pdf }])).json().data;
    const inspector = await loginAs(t, 'inspector');
    expect((await list(inspector)).json().data.map((a: { attsysid: string }) => a.attsysid)).toContain(mine.attsysid);
    expect((await download(inspector, mine.attsysid)).statusCode).toBe(200);
    expect((await call(t, inspector, 'GET', `/a/stone/attachment/delete?attsysid=${mine.attsysid}`)).statusCode).toBe(403);
  });

  it('deletes a file; its content goes once nothing refers to it', async () => {
    const content = Buffer.from('%PDF-1.4\n% unique-for-delete\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const a = (await upload(demo, toUnit(), [{ filename: 'a.pdf', content }])).json().data;
    const b = (await upload(demo, toUnit(), [{ filename: 'b.pdf', content }])).json().data;
    const path = join(t.config.dataDir, 'files', a.sha256.slice(0, 2), a.sha256);
    expect((await call(t, demo, 'GET', `/a/stone/attachment/delete?attsysid=${a.attsysid}`)).json().success).toBe(true);
    expect(existsSync(path)).toBe(true);
    await call(t, demo, 'GET', `/a/stone/attachment/delete?attsysid=${b.attsysid}`);
    expect(existsSync(path)).toBe(false);
    expect((await download(demo, b.attsysid)).statusCode).toBe(404);
  });

  it('refuses a delete without the header our pages send', async () => {
    const a = (await upload(demo, toUnit(), [{ filename: 'keep.pdf', content: SAMPLE.pdf }])).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/a/stone/attachment/delete?attsysid=${a.attsysid}`, headers: { cookie: demo.cookie } });
    expect(res.statusCode).toBe(403);
    expect((await download(demo, a.attsysid)).statusCode).toBe(200);
  });

  it('lets only notice editors attach to notices, and any user read them', async () => {
    const target = { bizType: 'article', bizId: 'notice-1', kind: 'attachment' };
    expect((await upload(demo, target, [{ filename: 'n.pdf', content: SAMPLE.pdf }])).statusCode).toBe(403);
    const admin = await loginAs(t, 'admin');
    const a = (await upload(admin, target, [{ filename: '通知.pdf', content: SAMPLE.pdf }])).json().data;
    expect((await download(demo2, a.attsysid)).statusCode).toBe(200);
  });

  it('refuses callers without a session', async () => {
    expect((await upload(null, toUnit(), [{ filename: 'a.png', content: SAMPLE.png }])).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/a/stone/common/download?attsysid=x' })).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/a/stone/attachment/delete?attsysid=x')).statusCode).toBe(401);
  });

  describe('upload from a phone', () => {
    it('a token lets a phone without a session upload into the same object; the desktop list shows it', async () => {
      const ticket = (await request(t, demo, 'attachment.mobileToken', { ...toUnit(), kind: 'other' })).json().data;
      expect(ticket.url).toMatch(/\/attachmentUploadMobile\?token=/);
      expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

      const qr = await t.app.inject({ method: 'GET', url: `/a/stone/attachment/mobileQr?token=${ticket.token}`, headers: { cookie: demo.cookie } });
      expect(qr.headers['content-type']).toBe('image/png');
      expect((await t.app.inject({ method: 'GET', url: `/a/stone/attachment/mobileQr?token=${ticket.token}`, headers: { cookie: demo2.cookie } })).statusCode).toBe(404);

      const info = (await call(t, null, 'GET', `/a/stone/common/mobileUpload/info?token=${ticket.token}`)).json().data;
      expect(info).toMatchObject({ bizLabel: '单位资料', kindLabel: '其他材料', unitName: '宁波海曙明达物业管理有限公司', files: [] });

      const res = (await upload(null, {}, [{ filename: 'IMG_0001.jpg', content: SAMPLE.jpeg }], `/a/stone/common/mobileUpload?token=${ticket.token}`)).json();
      expect(res.data[0]).toMatchObject({ fileName: 'IMG_0001.jpg', fromMobile: true, kind: 'other', uploaderName: '张明（手机上传）' });
      expect((await list(demo, { bizType: 'unit', bizId: demoUnit, kind: 'other' })).json().data.map((a: { attsysid: string }) => a.attsysid)).toContain(res.data[0].attsysid);
      expect((await call(t, null, 'GET', `/a/stone/common/mobileUpload/info?token=${ticket.token}`)).json().data.files).toHaveLength(1);
    });

    it('refuses an unknown or expired token, and a ticket for an object the caller may not touch', async () => {
      const bad = (await upload(null, {}, [{ filename: 'a.jpg', content: SAMPLE.jpeg }], `/a/stone/common/mobileUpload?token=${'x'.repeat(43)}`)).json();
      expect(bad).toMatchObject({ success: false, errorMsg: '上传链接已失效，请在电脑上重新生成二维码' });
      const ticket = (await request(t, demo, 'attachment.mobileToken', toUnit())).json().data;
      await t.db
        .updateTable('upload_tokens')
        .set({ expires_at: nowIso(Date.now() - 1) })
        .execute();
      expect((await call(t, null, 'GET', `/a/stone/common/mobileUpload/info?token=${ticket.token}`)).json().errorMsg).toBe('上传链接已失效，请在电脑上重新生成二维码');
      expect((await request(t, demo2, 'attachment.mobileToken', toUnit())).statusCode).toBe(403);
      expect((await request(t, null, 'attachment.mobileToken', toUnit())).statusCode).toBe(401);
    });

    it("checks a phone's files like any other", async () => {
      const ticket = (await request(t, demo, 'attachment.mobileToken', toUnit())).json().data;
      expect((await upload(null, {}, [{ filename: 'a.jpg', content: SAMPLE.exe }], `/a/stone/common/mobileUpload?token=${ticket.token}`)).json().code).toBe('BAD_INPUT');
    });
  });
});
