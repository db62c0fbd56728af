import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('notices', () => {
  const t = suiteApp();
  beforeAll(async () => {
    // The demo notices would sit on top of every list here; these tests write their own.
    await t.db.deleteFrom('articles').execute();
  });
  const [admin, demo] = signedIn(t, 'admin', 'demo');

  const save = (who: Caller | null, body: object) => requestRaw(t, who, 'article.save', body);
  const act = (action: string, body: object) => call(t, admin, 'POST', `/a/stone/article/${action}`, body);
  const latest = async () => (await request(t, demo, 'article.findArticleList', { limit: 10 })).json().data;

  it('writes a draft readers cannot see, publishes it, and readers find it', async () => {
    const draft = (await save(admin, { title: '关于电梯定期检验预约的通知', category: 'notice', content: '<p>请各使用单位<strong>提前30日</strong>预约。</p>' })).json().data;
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, authorName: '平台管理员', version: 1 });
    expect((await latest()).map((a: { id: string }) => a.id)).not.toContain(draft.id);
    expect((await request(t, demo, 'article.getArticle', { id: draft.id })).statusCode).toBe(404);

    const published = (await act('publish', { id: draft.id, version: 1 })).json().data;
    expect(published.status).toBe('published');
    expect(published.publishedAt).toBeTruthy();
    expect((await latest())[0].id).toBe(draft.id);
    const read = (await request(t, demo, 'article.getArticle', { id: draft.id })).json().data;
    expect(read).toMatchObject({ title: '关于电梯定期检验预约的通知', content: '<p>请各使用单位<strong>提前30日</strong>预约。</p>', viewCount: 1 });
  });

  it('sanitises rich text on the server', async () => {
    const html = [
      '<p style="text-align:center;position:fixed">居中</p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<img src="https://evil.example/x.png">',
      '<img src="/a/stone/common/download?attsysid=abcDEF_123&inline=1" alt="图">',
      '<a href="javascript:alert(1)">坏链接</a>',
      '<a href="https://www.samr.gov.cn/">总局</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<table><tr><td colspan="2" onclick="x()">表</td></tr></table>',
    ].join('');
    const saved = (await save(admin, { title: '净化测试', category: 'guide', content: html })).json().data;
    expect(saved.content).not.toMatch(/script|onerror|onclick|javascript:|iframe|evil|position/);
    expect(saved.content).toContain('<p style="text-align:center">居中</p>');
    expect(saved.content).toContain('<img src="/a/stone/common/download?attsysid=abcDEF_123&amp;inline=1" alt="图" />');
    expect(saved.content).toContain('<a href="https://www.samr.gov.cn/" target="_blank" rel="noopener noreferrer">总局</a>');
    expect(saved.content).toContain('<td colspan="2">表</td>');
  });

  it('pins a notice to the top and withdraws one from readers', async () => {
    const a = (await save(admin, { title: '普通公告', category: 'notice', content: '<p>甲</p>' })).json().data;
    const b = (await save(admin, { title: '置顶公告', category: 'notice', content: '<p>乙</p>' })).json().data;
    const first = (await act('publish', { id: b.id, version: 1 })).json().data.publishedAt;
    await act('publish', { id: a.id, version: 1 });
    // Both can be published in the same millisecond, a tie: a is made the later one.
    await t.db
      .updateTable('articles')
      .set({ published_at: new Date(Date.parse(first) + 1).toISOString() })
      .where('id', '=', a.id)
      .execute();
    expect((await latest())[0].id).toBe(a.id);
    await act('pin', { id: b.id, version: 2, pinned: true });
    expect((await latest())[0]).toMatchObject({ id: b.id, pinned: true });

    await act('withdraw', { id: b.id, version: 3 });
    expect((await latest()).map((x: { id: string }) => x.id)).not.toContain(b.id);
    expect((await act('withdraw', { id: b.id, version: 4 })).json().errorMsg).toBe('该公告已撤回，不能撤回');
    expect((await act('publish', { id: b.id, version: 4 })).json().data.status).toBe('published');
  });

  it('breaks a tie of publish times by id, so pages neither repeat nor skip a notice', async () => {
    const stamp = '2099-01-01T00:00:00.000Z';
    // Ids in neither the order the rows were written nor its reverse, so a list without the tie-break shows it.
    for (const id of ['tie-b', 'tie-c', 'tie-a']) {
      const x = (await save(admin, { title: `同时发布${id}`, category: 'notice', content: '<p>同</p>' })).json().data;
      await act('publish', { id: x.id, version: 1 });
      await t.db.updateTable('articles').set({ id, published_at: stamp, updated_at: stamp }).where('id', '=', x.id).execute();
    }
    const pages = [];
    for (const pageNo of [1, 2, 3]) pages.push(...(await request(t, admin, 'article.findPage', { pageNo, pageSize: 1, keyword: '同时发布' })).json().data.list);
    expect(pages.map((x: { id: string }) => x.id)).toEqual(['tie-a', 'tie-b', 'tie-c']);
    expect((await latest()).map((x: { id: string }) => x.id).filter((id: string) => id.startsWith('tie-'))).toEqual(['tie-a', 'tie-b', 'tie-c']);
  });

  it('pages and searches published notices for readers', async () => {
    const page = (await request(t, demo, 'article.findArticlePage', { pageNo: 1, pageSize: 2, keyword: '公告' })).json().data;
    expect(page.count).toBe(2);
    expect(page.list.every((a: { status: string }) => a.status === 'published')).toBe(true);
    const guides = (await request(t, demo, 'article.findArticlePage', { pageNo: 1, pageSize: 10, category: 'guide' })).json().data;
    expect(guides.count).toBe(0);
    const adminPage = (await request(t, admin, 'article.findPage', { pageNo: 1, pageSize: 10, status: 'draft' })).json().data;
    expect(adminPage.list.map((a: { title: string }) => a.title)).toEqual(['净化测试']);
  });

  it('catches a stale edit by its version', async () => {
    const a = (await save(admin, { title: '版本', category: 'notice', content: '<p>一</p>' })).json().data;
    expect((await save(admin, { id: a.id, title: '版本二', category: 'notice', content: '<p>二</p>', version: 1 })).json().success).toBe(true);
    expect((await save(admin, { id: a.id, title: '版本三', category: 'notice', content: '<p>三</p>', version: 1 })).json().code).toBe('CONFLICT');
  });

  it.each([
    [{ title: '', category: 'notice', content: '<p>x</p>' }, '标题不能为空'],
    [{ title: 'x', category: 'gossip', content: '<p>x</p>' }, '栏目不正确'],
    [{ title: 'x', category: 'notice', content: '<p><br></p>' }, '正文不能为空'],
    [{ title: 'x', category: 'notice', content: '<script>only</script>' }, '正文不能为空'],
    [{ title: 'x', category: 'notice', content: 'x'.repeat(200_001) }, '正文过长，请删减后再保存'],
  ])('refuses %o', async (body, msg) => {
    expect((await save(admin, body)).json()).toMatchObject({ success: false, errorMsg: msg });
  });

  it('lets only notice editors write, and only users with a session read', async () => {
    expect((await save(demo, { title: 'x', category: 'notice', content: '<p>x</p>' })).statusCode).toBe(403);
    expect((await request(t, demo, 'article.findPage', { pageNo: 1, pageSize: 5 })).statusCode).toBe(403);
    expect((await request(t, demo, 'article.publish', { id: 'x', version: 1 })).statusCode).toBe(403);
    expect((await request(t, null, 'article.findArticleList', {})).statusCode).toBe(401);
    expect((await save(null, {})).statusCode).toBe(401);
  });
});
