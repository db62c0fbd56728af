import { beforeAll, describe, expect, it } from 'vitest';
import { addInspectionBody, AJAX, apiOf, call, dataOf, inspectionApplyOf, loginAs, refusalOf, uploadTo, type Caller, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Thread {
  id: string;
  subject: string;
  objectType: string;
  applyId: string;
  reportNo: string;
  state: string;
  startedBy: string;
  postCount: number;
  unread: number;
  version: number;
}
interface Rec {
  thread: Thread;
  side: string;
  posts: { side: string; authorName: string; content: string; attachments: { attsysid: string; fileName: string }[] }[];
}

describe('检验互动 (interactions)', () => {
  const t = suiteApp();
  const [demo, demo2, inspector] = signedIn(t, 'demo', 'demo2', 'inspector');
  let applyId: string;

  const api = apiOf<Rec>(t, '/a/stone/self-service/interaction');
  const list = async (who: Caller, q: object = {}) => dataOf(api<{ list: Thread[]; count: number }>(who, 'list', { pageNo: 1, pageSize: 50, ...q }));
  const unreadMessages = async (who: Caller) => (await dataOf(call(t, who, 'GET', '/a/stone/message/unreadCount') as Promise<Reply<{ count: number }>>)).count;
  const draft = async (who: Caller, bizId: string, filename = '说明.pdf') =>
    (await uploadTo(t, who, { bizType: 'interactionDraft', bizId, kind: 'file' }, { filename })).json<{ success: boolean; data: { attsysid: string }; code?: string }>();
  const threadsIn = (id: string) => t.db.selectFrom('interaction_threads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const applyOf = async (login: string, state: string) => (await inspectionApplyOf(t, login, state)).id;

  beforeAll(async () => {
    applyId = await applyOf('demo', 'paid');
  });

  it('lets a unit launch a thread on its application, which the body sees unread and told in its message centre', async () => {
    const file = await draft(demo, applyId, '现场照片.pdf');
    expect(file.success).toBe(true);
    const before = await unreadMessages(inspector);
    const r = await dataOf(api(demo, 'launch', { applyId, subject: '检验日期能否提前', content: '因生产安排，希望检验日期提前两天。', attachmentIds: [file.data.attsysid] }));
    expect(r.side).toBe('company');
    expect(r.thread).toMatchObject({ objectType: 'apply', state: 'open', startedBy: 'company', postCount: 1, unread: 0 });
    expect(r.posts).toHaveLength(1);
    expect(r.posts[0].attachments.map((a) => a.fileName)).toEqual(['现场照片.pdf']);

    const theirs = (await list(inspector)).list.find((x) => x.id === r.thread.id)!;
    expect(theirs.unread).toBe(1);
    expect((await list(inspector, { unreadOnly: true })).list.map((x) => x.id)).toContain(r.thread.id);
    expect(await unreadMessages(inspector)).toBe(before + 1);
    const msg = await t.db
      .selectFrom('messages as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.link', 'm.title'])
      .where('u.login_name', '=', 'inspector')
      .orderBy('m.created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(msg.link).toBe(`/inspection/interaction?id=${r.thread.id}`);
    expect(msg.title).toContain('检验日期能否提前');
    // The flow log has its start, and the file now belongs to the thread.
    const log = await dataOf(request(t, inspector, 'flowLog.find', { kind: 'interaction', id: r.thread.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['launch']);
    const att = await t.db.selectFrom('attachments').select(['biz_type', 'biz_id']).where('id', '=', file.data.attsysid).executeTakeFirstOrThrow();
    expect(att).toEqual({ biz_type: 'interaction', biz_id: r.thread.id });
  });

  it('marks the thread read for the side that opens it, and counts a reply for the other side', async () => {
    const thread = (await list(inspector, { applyId })).list[0];
    const opened = await dataOf(api(inspector, 'record', { id: thread.id }));
    expect(opened.side).toBe('body');
    expect(opened.thread.unread).toBe(0);
    expect((await list(inspector, { applyId })).list[0].unread).toBe(0);
    // Both sides read the file sent with the post.
    const fileId = opened.posts[0].attachments[0].attsysid;
    expect((await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${fileId}`, headers: { ...AJAX, cookie: inspector.cookie } })).statusCode).toBe(200);

    const before = await unreadMessages(demo);
    const answer = await draft(inspector, thread.id, '检验安排.pdf');
    const replied = await dataOf(api(inspector, 'reply', { id: thread.id, content: '可以，已调整为提前两天。', attachmentIds: [answer.data.attsysid] }));
    expect(replied.posts.map((p) => p.side)).toEqual(['company', 'body']);
    expect(replied.thread.postCount).toBe(2);
    expect(await unreadMessages(demo)).toBe(before + 1);
    const mine = (await list(demo, { applyId })).list[0];
    expect(mine.unread).toBe(1);
    const read = await dataOf(api(demo, 'record', { id: thread.id }));
    // Reading the thread reads the messages that led to it.
    expect(await unreadMessages(demo)).toBe(before);
    expect(read.posts[1]).toMatchObject({ side: 'body', content: '可以，已调整为提前两天。' });
    expect(read.posts[1].attachments.map((a) => a.fileName)).toEqual(['检验安排.pdf']);
    expect((await list(demo, { applyId })).list[0].unread).toBe(0);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('interaction_posts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const thread = (await list(demo, { applyId })).list[0];
    expect(await refusalOf(api(demo, 'launch', { applyId, subject: '', content: '内容' }))).toBe('主题不能为空');
    expect(await refusalOf(api(demo, 'launch', { applyId, subject: '题'.repeat(101), content: '内容' }))).toBe('主题不能超过100个字符');
    expect(await refusalOf(api(demo, 'reply', { id: thread.id, content: '   ' }))).toBe('内容不能为空');
    expect(await refusalOf(api(demo, 'reply', { id: thread.id, content: '字'.repeat(2001) }))).toBe('内容不能超过2000个字符');
    expect(await refusalOf(api(demo, 'reply', { id: thread.id, content: '好', attachmentIds: Array.from({ length: 11 }, (_, i) => `f${i}`) }))).toBe('每次最多附带10个附件');
    // A file of someone else, one already sent, or one of another object: refused, nothing moves.
    const theirs = await draft(inspector, thread.id, '他人的.pdf');
    expect(await refusalOf(api(demo, 'reply', { id: thread.id, content: '好', attachmentIds: [theirs.data.attsysid] }))).toBe('附件不存在或已发送，请重新上传');
    const sent = (await dataOf(api(demo, 'record', { id: thread.id }))).posts[0].attachments[0].attsysid;
    expect(await refusalOf(api(demo, 'reply', { id: thread.id, content: '好', attachmentIds: [sent] }))).toBe('附件不存在或已发送，请重新上传');
    const own = await draft(demo, thread.id, '我的.pdf');
    expect(await refusalOf(api(demo, 'reply', { id: thread.id, content: '好', attachmentIds: [own.data.attsysid, theirs.data.attsysid] }))).toBe('附件不存在或已发送，请重新上传');
    expect((await t.db.selectFrom('attachments').select('biz_type').where('id', '=', own.data.attsysid).executeTakeFirstOrThrow()).biz_type).toBe('interactionDraft');
    expect(await count()).toBe(before);
    // A draft is its own side's: the other side neither lists nor reaches it.
    const seen = await dataOf(request(t, demo, 'attachment.findAttList', { bizType: 'interactionDraft', bizId: thread.id }) as Promise<Reply<{ attsysid: string }[]>>);
    expect(seen.map((a) => a.attsysid)).toEqual([own.data.attsysid]);
  });

  it('answers 401 without a session and 403 to roles that are no party to a thread', async () => {
    const thread = (await list(demo, { applyId })).list[0];
    for (const [name, body] of [
      ['list', { pageNo: 1, pageSize: 10 }],
      ['record', { id: thread.id }],
      ['reply', { id: thread.id, content: '好' }],
      ['launch', { applyId, subject: '题', content: '内容' }],
      ['close', { id: thread.id, version: thread.version }],
    ] as const) {
      expect((await api(null, name, body)).statusCode).toBe(401);
      for (const [login, password] of [['caiwu', 'Caiwu@123456'], ['registry'], ['admin']]) {
        const res = await api(await loginAs(t, login, password), name, body);
        expect([login, name, res.statusCode, res.json().code]).toEqual([login, name, 403, 'FORBIDDEN']);
      }
    }
  });

  it("never lets a unit reach another unit's application or thread", async () => {
    const thread = (await list(demo, { applyId })).list[0];
    const before = await threadsIn(thread.id);
    for (const [name, body] of [
      ['record', { id: thread.id }],
      ['reply', { id: thread.id, content: '越权' }],
      ['close', { id: thread.id, version: thread.version }],
      ['launch', { applyId, subject: '越权', content: '越权' }],
    ] as const)
      expect([name, (await api(demo2, name, body)).json().code]).toEqual([name, 'NOT_FOUND']);
    expect(await threadsIn(thread.id)).toEqual(before);
    expect((await list(demo2)).list.every((x) => x.id !== thread.id)).toBe(true);
    expect((await list(demo2, { applyId })).count).toBe(0);
    // Nor upload drafts onto it or read its files.
    expect((await draft(demo2, thread.id)).code).toBe('FORBIDDEN');
    expect((await draft(demo2, applyId)).code).toBe('FORBIDDEN');
    const fileId = (await dataOf(api(demo, 'record', { id: thread.id }))).posts[0].attachments[0].attsysid;
    expect((await t.app.inject({ method: 'GET', url: `/a/stone/common/download?attsysid=${fileId}`, headers: { ...AJAX, cookie: demo2.cookie } })).statusCode).toBe(404);
  });

  it('lets the body start a thread on an application addressed to it, and on a report; not on a draft', async () => {
    const accepted = await applyOf('demo', 'inspecting');
    const before = await unreadMessages(demo);
    const r = await dataOf(api(inspector, 'launch', { applyId: accepted, subject: '请补充维保记录', content: '请上传最近一次的维保记录。' }));
    expect(r.thread).toMatchObject({ startedBy: 'body', unread: 0 });
    expect((await list(demo)).list.find((x) => x.id === r.thread.id)?.unread).toBe(1);
    expect(await unreadMessages(demo)).toBe(before + 1);

    const completed = await applyOf('demo', 'completed');
    const items = await t.db.selectFrom('inspection_items').select(['id', 'report_no']).where('apply_id', '=', completed).orderBy('seq').execute();
    const report = await dataOf(api(demo, 'launch', { applyId: completed, itemId: items[0].id, subject: '报告疑问', content: '报告中的下次检验日期是否正确？' }));
    expect(report.thread).toMatchObject({ objectType: 'report', reportNo: items[0].report_no });
    // A device line of another application, or one without a report, is no report of this one.
    const inspecting = await t.db.selectFrom('inspection_items').select('id').where('apply_id', '=', accepted).executeTakeFirstOrThrow();
    expect((await api(demo, 'launch', { applyId: completed, itemId: inspecting.id, subject: '题', content: '内容' })).json().code).toBe('NOT_FOUND');
    expect((await api(demo, 'launch', { applyId: accepted, itemId: inspecting.id, subject: '题', content: '内容' })).json().code).toBe('NOT_FOUND');

    const draftApply = await applyOf('demo', 'draft');
    expect(await refusalOf(api(demo, 'launch', { applyId: draftApply, subject: '题', content: '内容' }))).toBe('报检申请提交后才能发起互动');
    expect((await api(inspector, 'launch', { applyId: draftApply, subject: '题', content: '内容' })).json().code).toBe('NOT_FOUND');
  });

  it('closes a thread for good: either side may, the other is told, and no reply is taken afterwards', async () => {
    const thread = (await list(demo, { applyId })).list[0];
    const before = await unreadMessages(inspector);
    expect((await api(demo, 'close', { id: thread.id, version: thread.version - 1 })).json().code).toBe('CONFLICT');
    const closed = await dataOf(api(demo, 'close', { id: thread.id, version: thread.version }));
    expect(closed.thread.state).toBe('closed');
    expect(await unreadMessages(inspector)).toBe(before + 1);
    expect(await refusalOf(api(inspector, 'reply', { id: thread.id, content: '还有一个问题' }))).toBe('该互动已关闭，不能回复');
    expect(await refusalOf(api(demo, 'reply', { id: thread.id, content: '补充' }))).toBe('该互动已关闭，不能回复');
    expect(await refusalOf(api(inspector, 'close', { id: thread.id, version: closed.thread.version }))).toBe('该互动已关闭，不能关闭互动');
    expect((await draft(demo, thread.id)).code).toBe('FORBIDDEN');
    const log = await dataOf(request(t, demo, 'flowLog.find', { kind: 'interaction', id: thread.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['launch', 'close']);
    expect((await list(demo, { state: 'closed' })).list.map((x) => x.id)).toContain(thread.id);

    // The body closes from its side.
    const open = (await list(inspector, { state: 'open' })).list[0];
    expect((await dataOf(api(inspector, 'close', { id: open.id, version: open.version }))).thread.state).toBe('closed');
  });

  it('keeps each inspection body to the threads on applications addressed to it', async () => {
    const otherOrg = await addInspectionBody(t, '12330200470009999X');
    const caiwu = await t.db.selectFrom('users').select('id').where('login_name', '=', 'caiwu').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ unit_id: otherOrg }).where('id', '=', caiwu.id).execute();
    await t.db.updateTable('user_roles').set({ role_id: 'role-inspect' }).where('user_id', '=', caiwu.id).execute();
    const other = await loginAs(t, 'caiwu', 'Caiwu@123456');
    expect((await list(other)).count).toBe(0);
    const theirs = (await list(inspector)).list[0];
    expect((await api(other, 'record', { id: theirs.id })).json().code).toBe('NOT_FOUND');
    expect((await api(other, 'reply', { id: theirs.id, content: '越权' })).json().code).toBe('NOT_FOUND');
    expect((await api(other, 'launch', { applyId, subject: '题', content: '内容' })).json().code).toBe('NOT_FOUND');
  });
});
