import { beforeAll, describe, expect, it } from 'vitest';
import { postMessage } from '../src/modules/message/service';
import { call, loginAs, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('message centre', () => {
  const t = suiteApp();
  const [demo] = signedIn(t, 'demo');
  let demoId: string;
  /** Unread before the test's own two: the welcome and the demo workflows' notices. */
  let before: number;
  const page = (who: Caller | null, status: string) => requestRaw(t, who, 'message.findPage', { pageNo: 1, pageSize: 100, status });

  beforeAll(async () => {
    demoId = (await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user.id;
    before = (await call(t, demo, 'GET', '/a/stone/message/unreadCount')).json().data.count;
    await postMessage(t.ctx, demoId, '设备即将到期', '有3台电梯将在30天内到期');
    await postMessage(t.ctx, demoId, '报检已受理', '您的报检申请已受理');
  });

  it('lists unread messages newest first with an unread count', async () => {
    const list = (await page(demo, 'unread')).json().data;
    expect(list.count).toBe(before + 2);
    expect((await call(t, demo, 'GET', '/a/stone/message/unreadCount')).json().data.count).toBe(before + 2);
  });

  it('finds messages by a keyword in the title or the text, as typed', async () => {
    const find = (keyword: string) => request(t, demo, 'message.findPage', { pageNo: 1, pageSize: 100, status: 'unread', keyword });
    expect((await find('即将到期')).json().data.list.map((m: { title: string }) => m.title)).toContain('设备即将到期');
    const accepted = (await find('申请已受理')).json().data;
    expect(accepted.list.map((m: { content: string }) => m.content)).toContain('您的报检申请已受理');
    expect(accepted.list.every((m: { title: string; content: string }) => `${m.title}${m.content}`.includes('申请已受理'))).toBe(true);
    // % is a character like any other, not a wildcard.
    expect((await find('%')).json().data.count).toBe(0);
    expect((await find('x'.repeat(51))).json()).toMatchObject({ success: false, errorMsg: '关键字最多50个字' });
  });

  it('marks read, moves to the recycle bin, restores to where it was, and deletes for ever', async () => {
    const [first] = (await page(demo, 'unread')).json().data.list;
    expect((await request(t, demo, 'message.markRead', { ids: [first.id] })).json().data.count).toBe(1);
    expect((await page(demo, 'read')).json().data.list.map((m: { id: string }) => m.id)).toContain(first.id);
    expect((await call(t, demo, 'GET', '/a/stone/message/unreadCount')).json().data.count).toBe(before + 1);

    await request(t, demo, 'message.delete', { ids: [first.id] });
    expect((await page(demo, 'trash')).json().data.list[0].id).toBe(first.id);
    await request(t, demo, 'message.restore', { ids: [first.id] });
    expect((await page(demo, 'read')).json().data.list.map((m: { id: string }) => m.id)).toContain(first.id);

    await request(t, demo, 'message.delete', { ids: [first.id] });
    expect((await request(t, demo, 'message.purge', { ids: [first.id] })).json().data.count).toBe(1);
    expect((await page(demo, 'trash')).json().data.count).toBe(0);
  });

  it('marks all read', async () => {
    await request(t, demo, 'message.markAllRead');
    expect((await call(t, demo, 'GET', '/a/stone/message/unreadCount')).json().data.count).toBe(0);
  });

  it("cannot read or touch another user's messages, whatever id is sent", async () => {
    const demo2 = await loginAs(t, 'demo2');
    const theirs = (await page(demo2, 'unread')).json().data.list;
    // Their own only: every message listed is addressed to demo2, among them demo's 过户 waiting for them.
    const user2 = await t.db.selectFrom('users').select('id').where('login_name', '=', 'demo2').executeTakeFirstOrThrow();
    const addressed = new Set((await t.db.selectFrom('messages').select('id').where('user_id', '=', user2.id).execute()).map((m) => m.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((m: { id: string }) => !addressed.has(m.id))).toEqual([]);
    expect(theirs.map((m: { title: string }) => m.title)).toContain('有待确认的设备过户');
    const mine = (await page(demo, 'read')).json().data.list[0];
    for (const action of ['markRead', 'delete', 'purge', 'restore'])
      expect((await call(t, demo2, 'POST', `/a/stone/message/${action}`, { ids: [mine.id] })).json().data.count).toBe(0);
    expect((await page(demo, 'read')).json().data.list.map((m: { id: string }) => m.id)).toContain(mine.id);
  });

  it('refuses bad input and no session', async () => {
    expect((await request(t, demo, 'message.markRead', { ids: [] })).json()).toMatchObject({ success: false, errorMsg: '请选择消息' });
    expect((await page(demo, 'spam')).json()).toMatchObject({ success: false, errorMsg: '消息状态不正确' });
    expect((await page(null, 'unread')).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/a/stone/message/unreadCount')).statusCode).toBe(401);
  });
});
