import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../src/platform/ids';
import {
  addInspectionBody,
  apiOf,
  call,
  dataOf,
  inspectionApplyOf,
  loginAs,
  messagesOf,
  refusalOf,
  signedGet,
  unitOf,
  uploadTo,
  type Caller,
  type Reply,
  request,
} from './helpers';
import { signedIn, suiteApp } from './suite';

interface Notice {
  id: string;
  noticeNo: string;
  state: string;
  version: number;
  deadline: string;
  overdue: boolean;
  opinion: string;
  itemId: string;
  defects: { id: string; seq: number; problem: string; measure: string; evidenceCount: number }[];
}
type NoticePage = { list: Notice[]; count: number };

describe('inspection opinion notices and rectification', () => {
  const t = suiteApp();
  const [demo, demo2, inspector] = signedIn(t, 'demo', 'demo2', 'inspector');
  let orgId: string;

  const api = apiOf<Notice>(t, '/a/stone/self-service/opinion');
  const upload = async (who: Caller, bizId: string) =>
    (await uploadTo(t, who, { bizType: 'opinionDefect', bizId, kind: 'evidence' }, { filename: 'evidence.pdf' })).json<{ success: boolean; code?: string }>();
  /** A seeded notice of demo's in a state (the demo data has each). */
  const seeded = async (state: string, overdue?: boolean) => {
    const { list } = await dataOf(api<NoticePage>(demo, 'list', { state, pageNo: 1, pageSize: 50 }));
    const found = list.find((n) => overdue === undefined || n.overdue === overdue);
    if (!found) throw new Error(`no seeded ${state} notice`);
    return found;
  };
  const answers = (n: Notice, measure = '已修复并经复查') => n.defects.map((d) => ({ defectId: d.id, measure }));

  beforeAll(async () => {
    orgId = await unitOf(t, 'inspector');
  });

  it('issues a numbered notice when a conclusion lists defects, with the rules of conclusion and deadline', async () => {
    const apply = await inspectionApplyOf(t, 'demo', 'inspecting');
    const item = await t.db.selectFrom('inspection_items').selectAll().where('apply_id', '=', apply.id).where('concluded_at', 'is', null).executeTakeFirstOrThrow();
    const report = (await uploadTo(t, inspector, { bizType: 'inspectionReport', bizId: item.id, kind: 'report' }, { filename: 'report.pdf' })).json().data.attsysid as string;
    const failing = item.type_code === '3000' || !['1000', '2000', '8000'].includes(item.type_code) ? 'fail' : 'nonConform';
    const today = chinaToday();
    const defect = { item: '轿厢紧急报警装置', problem: '紧急报警装置无法通话', basis: 'TSG T7001-2023 附件A 8.1', demand: '修复紧急报警装置' };
    const base = {
      id: apply.id,
      version: apply.version,
      itemId: item.id,
      conclusion: failing,
      inspectionDate: today,
      nextInspectionDate: '',
      reportNo: `R-OP-${item.id.slice(0, 6)}`,
      defects: '',
      reportFileId: report,
    };
    const conclude = (over: object) => request(t, inspector, 'onlineApply.conclude', { ...base, ...over }) as Promise<Reply<{ items: { id: string; defects: string }[] }>>;
    expect(await refusalOf(conclude({}))).toBe('该检验结论须逐条填写发现的问题');
    expect(await refusalOf(conclude({ defectList: [defect] }))).toBe('请填写整改期限');
    expect(await refusalOf(conclude({ defectList: [defect], rectifyDeadline: today }))).toBe('整改期限须晚于检验日期');
    expect(await refusalOf(conclude({ defectList: [{ ...defect, basis: '' }], rectifyDeadline: addDays(today, 30) }))).toMatch(/依据条款/);
    expect(await refusalOf(conclude({ defectList: [defect], rectifyDeadline: 'soon' }))).toBe('整改期限格式应为YYYY-MM-DD');
    // An inspection has happened by the time it is concluded, and its next date is a cycle away, not a lifetime.
    const dated = { defectList: [defect], rectifyDeadline: addDays(today, 30) };
    expect(await refusalOf(conclude({ ...dated, inspectionDate: '2030-01-01', nextInspectionDate: '2099-01-01' }))).toBe('检验日期不能晚于今天');
    expect(await refusalOf(conclude({ ...dated, nextInspectionDate: '2099-01-01' }))).toBe('下次检验日期不能晚于检验日期后10年');
    expect(await refusalOf(conclude({ ...dated, nextInspectionDate: '2027-02-30' }))).toBe('下次检验日期格式应为YYYY-MM-DD');

    const second = { item: '曳引钢丝绳', problem: '钢丝绳磨损', basis: 'GB/T 31821-2015 4.3', demand: '更换钢丝绳' };
    const done = await dataOf(conclude({ defectList: [defect, second], rectifyDeadline: addDays(today, 30) }));
    // The item's defects text is the summary of the list, for its existing readers.
    expect(done.items.find((i) => i.id === item.id)?.defects).toBe('1. 紧急报警装置无法通话；2. 钢丝绳磨损');

    const { list } = await dataOf(api<NoticePage>(demo, 'list', { keyword: base.reportNo, pageNo: 1, pageSize: 10 }));
    expect(list).toHaveLength(1);
    const notice = list[0];
    expect(notice).toMatchObject({ state: 'issued', itemId: item.id, deadline: addDays(today, 30), overdue: false });
    expect(notice.noticeNo).toMatch(/^YJ\d{4}-\d{4}$/);
    expect(notice.defects.map((d) => d.problem)).toEqual(['紧急报警装置无法通话', '钢丝绳磨损']);
    expect((await messagesOf(t, 'demo', '检验结论已出具')).some((m) => m.content.includes(notice.noticeNo))).toBe(true);
    const log = await dataOf(request(t, demo, 'flowLog.find', { kind: 'opinion', id: notice.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['issue']);
    // A pass without defects issues nothing (the demo seed's passes): every notice belongs to an item with defects.
    const empty = await t.db.selectFrom('opinion_notices as n').innerJoin('inspection_items as i', 'i.id', 'n.item_id').select('n.id').where('i.defects', '=', '').execute();
    expect(empty).toEqual([]);
  });

  it('takes the answer defect by defect: saved as written, submitted only when every defect has its measure and evidence', async () => {
    const n = await seeded('issued', false);
    expect(await refusalOf(api(demo, 'answer', { id: n.id, version: n.version, answers: [] }))).toBe('请填写整改措施');
    expect(await refusalOf(api(demo, 'answer', { id: n.id, version: n.version, answers: [{ defectId: 'nothing', measure: 'x' }] }))).toMatch(/与通知书所列问题不符/);
    expect(await refusalOf(api(demo, 'answer', { id: n.id, version: n.version, answers: answers(n, 'x'.repeat(1001)) }))).toMatch(/1000/);

    const saved = await dataOf(api(demo, 'answer', { id: n.id, version: n.version, answers: [{ defectId: n.defects[0].id, measure: '已修复' }] }));
    expect(saved).toMatchObject({ state: 'issued', version: n.version + 1 });
    expect(saved.defects[0].measure).toBe('已修复');
    expect(await refusalOf(api(demo, 'answer', { id: n.id, version: n.version, answers: answers(n) }))).toMatch(/刷新/);

    // Evidence: demo2 may not attach to demo's defect; without evidence the submission names the open defects.
    expect((await upload(demo2, n.defects[0].id)).success).toBe(false);
    expect(await refusalOf(api(demo, 'answer', { id: n.id, version: saved.version, answers: answers(n), isCommit: true }))).toMatch(/第1.*条尚未完成/);
    for (const d of n.defects) expect((await upload(demo, d.id)).success).toBe(true);
    expect(await refusalOf(api(demo, 'answer', { id: n.id, version: saved.version, answers: answers(n, ''), isCommit: true }))).toMatch(/尚未完成/);
    const sent = await dataOf(api(demo, 'answer', { id: n.id, version: saved.version, answers: answers(n), isCommit: true }));
    expect(sent.state).toBe('answered');
    expect(sent.defects.every((d) => d.evidenceCount === 1 && d.measure === '已修复并经复查')).toBe(true);
    expect((await messagesOf(t, 'inspector', '整改反馈待确认')).some((m) => m.content.includes(n.noticeNo))).toBe(true);
    expect(await refusalOf(api(demo, 'answer', { id: n.id, version: sent.version, answers: answers(n), isCommit: true }))).toBe('该通知书待确认，不能修改整改反馈');
    // The body reads the evidence.
    const files = await request(t, inspector, 'attachment.findAttList', { bizType: 'opinionDefect', bizId: n.defects[0].id });
    expect(files.json().data).toHaveLength(1);
  });

  it('lets the body return an answer with a reason, confirm it, or order a re-inspection; the unit hears of each', async () => {
    const n = await seeded('answered');
    const review = await dataOf(api(inspector, 'review', { id: n.id }));
    expect(review.defects.every((d) => d.measure !== '' && d.evidenceCount > 0)).toBe(true);
    expect(await refusalOf(api(inspector, 'decide', { id: n.id, version: n.version, action: 'return' }))).toBe('请填写退回或要求复检的原因');
    expect(await refusalOf(api(inspector, 'decide', { id: n.id, version: n.version, action: 'approve' }))).toMatch(/请选择/);
    const back = await dataOf(api(inspector, 'decide', { id: n.id, version: n.version, action: 'return', opinion: '请补充整改后的照片' }));
    expect(back).toMatchObject({ state: 'issued', opinion: '请补充整改后的照片' });
    expect((await messagesOf(t, 'demo', '整改反馈被退回')).some((m) => m.content.includes('请补充整改后的照片'))).toBe(true);
    expect(await refusalOf(api(inspector, 'decide', { id: n.id, version: back.version, action: 'confirm' }))).toBe('该通知书待整改，不能确认整改');

    const again = await dataOf(api(demo, 'answer', { id: n.id, version: back.version, answers: answers(back, '已补充照片'), isCommit: true }));
    const confirmed = await dataOf(api(inspector, 'decide', { id: n.id, version: again.version, action: 'confirm' }));
    expect(confirmed.state).toBe('confirmed');
    expect((await messagesOf(t, 'demo', '整改已确认')).some((m) => m.content.includes(n.noticeNo))).toBe(true);
    const log = await dataOf(request(t, demo, 'flowLog.find', { kind: 'opinion', id: n.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['issue', 'answer', 'return', 'answer', 'confirm']);

    const other = (await dataOf(api<NoticePage>(inspector, 'queue', { state: 'answered', pageNo: 1, pageSize: 50 }))).list[0];
    if (other) {
      const re = await dataOf(api(inspector, 'decide', { id: other.id, version: other.version, action: 'reinspect', opinion: '须现场复检' }));
      expect(re.state).toBe('reinspect');
      expect((await messagesOf(t, 'demo', '整改后需复检')).some((m) => m.content.includes('复检申请'))).toBe(true);
    }
    expect((await seeded('reinspect')).state).toBe('reinspect');
  });

  it('flags notices past their deadline and lists only those when asked', async () => {
    const overdue = await dataOf(api<NoticePage>(demo, 'list', { overdueOnly: true, pageNo: 1, pageSize: 50 }));
    expect(overdue.count).toBeGreaterThan(0);
    expect(overdue.list.every((n) => n.overdue && n.state === 'issued' && n.deadline < chinaToday())).toBe(true);
    const queue = await dataOf(api<NoticePage>(inspector, 'queue', { overdueOnly: true, pageNo: 1, pageSize: 50 }));
    expect(queue.list.map((n) => n.id)).toEqual(expect.arrayContaining(overdue.list.map((n) => n.id)));
  });

  it('keeps each unit to its own notices and each body to those it issued', async () => {
    const mine = await seeded('issued');
    const theirs = (await dataOf(api<NoticePage>(demo2, 'list', { pageNo: 1, pageSize: 50 }))).list;
    expect(theirs.length).toBeGreaterThan(0);
    const all = (await dataOf(api<NoticePage>(demo, 'list', { pageNo: 1, pageSize: 100 }))).list.map((n) => n.id);
    expect(all).not.toContain(theirs[0].id);
    expect((await api(demo2, 'detail', { id: mine.id })).json().code).toBe('NOT_FOUND');
    expect((await api(demo2, 'answer', { id: mine.id, version: mine.version, answers: answers(mine), isCommit: true })).json().code).toBe('NOT_FOUND');
    expect((await request(t, demo2, 'flowLog.find', { kind: 'opinion', id: mine.id })).json().code).toBe('NOT_FOUND');

    // Without a session, or in the wrong role.
    expect((await api(null, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await api(demo, 'queue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(demo, 'decide', { id: mine.id, version: mine.version, action: 'confirm' })).statusCode).toBe(403);
    expect((await api(inspector, 'answer', { id: mine.id, version: mine.version, answers: answers(mine) })).statusCode).toBe(403);

    // Another inspection body sees none of this body's notices.
    const otherOrg = await addInspectionBody(t, '12330200470008888X');
    await t.db.updateTable('users').set({ unit_id: otherOrg }).where('login_name', '=', 'inspector').execute();
    try {
      const other = await loginAs(t, 'inspector');
      expect((await dataOf(api<NoticePage>(other, 'queue', { pageNo: 1, pageSize: 10 }))).count).toBe(0);
      expect((await api(other, 'review', { id: mine.id })).json().code).toBe('NOT_FOUND');
      expect((await api(other, 'decide', { id: mine.id, version: mine.version, action: 'confirm' })).json().code).toBe('NOT_FOUND');
      expect((await signedGet(t, other, 'opinion.pdf', { id: mine.id })).json().code).toBe('NOT_FOUND');
    } finally {
      await t.db.updateTable('users').set({ unit_id: orgId }).where('login_name', '=', 'inspector').execute();
    }
  });

  it('prints the notice (YJTZS) as a signed PDF download for the unit and the body', async () => {
    const n = await seeded('issued');
    const res = await signedGet(t, demo, 'opinion.pdf', { id: n.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(n.noticeNo);
    if (process.env.OPINION_PDF_OUT) writeFileSync(process.env.OPINION_PDF_OUT, res.rawPayload);
    expect((await signedGet(t, inspector, 'opinion.pdf', { id: n.id })).statusCode).toBe(200);
    expect((await signedGet(t, demo2, 'opinion.pdf', { id: n.id })).json().code).toBe('NOT_FOUND');
    // A link without its token is refused.
    expect((await call(t, demo, 'GET', `/a/stone/self-service/opinion/pdf?id=${n.id}`)).statusCode).not.toBe(200);
  });
});
