import { MSG, type InvoicableApply, type InvoiceRecord } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/platform/ids';
import {
  addInspectionBody,
  apiOf,
  call,
  dataOf,
  inspectionApplyOf,
  loginAs,
  refusalOf,
  SAMPLE,
  signedGet,
  unitOf,
  uploadTo,
  type Caller,
  type Page,
  type Reply,
  request,
} from './helpers';
import { signedIn, suiteApp } from './suite';

describe('invoice requests', () => {
  const t = suiteApp();
  const [demo, demo2, finance, inspector] = signedIn(t, 'demo', 'demo2', 'caiwu', 'inspector');

  const api = apiOf<InvoiceRecord>(t, '/a/stone/self-service/invoice');
  const data = <T = InvoiceRecord>(res: Promise<Reply<T>>) => dataOf(res);
  const invoicable = async (who = demo) => (await data(api<Page<InvoicableApply>>(who, 'invoicable', { pageNo: 1, pageSize: 50 }))).list;
  /** A paid application of demo's with something left to invoice. */
  const open = async () => (await invoicable()).find((a) => a.remainingFen > 0)!;
  const form = (a: InvoicableApply, over: Record<string, unknown> = {}) => ({
    kind: 'general',
    buyerName: '宁波海曙示范物业有限公司',
    taxNo: '91330203MA2AB3C47U',
    addressPhone: '宁波市海曙区中山西路138号 0574-87310001',
    bankName: '',
    bankAccount: '',
    email: 'caiwu@example.cn',
    mobile: '',
    applyIds: [a.id],
    amountFen: a.remainingFen,
    remark: '',
    ...over,
  });
  const upload = async (who: Caller, bizId: string, content = SAMPLE.pdf, filename = '发票.pdf') =>
    (await uploadTo(t, who, { bizType: 'invoice', bizId, kind: 'invoicePdf' }, { filename, content })).json<{ success: boolean; data: { attsysid: string }; errorMsg?: string }>();
  const balance = async (applyId: string) =>
    Number((await t.db.selectFrom('invoice_balances').select('invoiced_fen').where('apply_id', '=', applyId).executeTakeFirst())?.invoiced_fen ?? 0);

  it('lists the paid applications with what submitted and issued requests hold, as the demo seeded them', async () => {
    const list = await invoicable();
    const requests = (await data(api<Page<InvoiceRecord>>(demo, 'list', { pageNo: 1, pageSize: 50 }))).list;
    expect(requests.map((r) => r.state).sort()).toEqual(['draft', 'issued', 'returned', 'submitted', 'withdrawn']);
    // Issued and submitted requests hold their lines; the returned and withdrawn ones gave theirs back, a draft holds nothing.
    const held = (id: string) =>
      requests
        .filter((r) => r.state === 'submitted' || r.state === 'issued')
        .flatMap((r) => r.lines)
        .filter((l) => l.applyId === id)
        .reduce((n, l) => n + l.amountFen, 0);
    expect(list.filter((a) => a.remainingFen === 0).length).toBeGreaterThanOrEqual(2);
    for (const a of list) {
      expect(a.invoicedFen).toBe(held(a.id));
      expect(a.invoicedFen).toBe(await balance(a.id));
      expect(a.remainingFen).toBe(a.paidFen - a.invoicedFen);
    }
  });

  it('runs a request from submission to the issued PDF: finance uploads and issues it, the unit hears of it and downloads it', async () => {
    const a = await open();
    const r = await data(api(demo, 'save', { ...form(a), isCommit: true }));
    expect(r.state).toBe('submitted');
    expect(r.orgId).toBe(a.orgId);
    expect(r.lines).toEqual([expect.objectContaining({ applyId: a.id, amountFen: a.remainingFen })]);
    expect(await balance(a.id)).toBe(a.paidFen);

    const queue = await data(api<Page<InvoiceRecord>>(finance, 'queue', { pageNo: 1, pageSize: 50, state: 'submitted' }));
    expect(queue.list.map((x) => x.id)).toContain(r.id);
    // Nothing to download before it is issued, and the unit cannot put a file on it.
    expect((await signedGet(t, demo, 'invoice.download', { id: r.id })).json().errorMsg).toBe('该发票申请待开票，没有可下载的发票');
    expect((await upload(demo, r.id)).success).toBe(false);

    const file = await upload(finance, r.id);
    expect(file.success).toBe(true);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const issue = { id: r.id, version: r.version, invoiceNo: '26332000000012345678', invoiceDate: today, fileId: file.data.attsysid };
    expect(await refusalOf(api(finance, 'issue', { ...issue, invoiceNo: 'ab-12' }))).toBe('发票号码应为8至20位数字或大写字母');
    expect(await refusalOf(api(finance, 'issue', { ...issue, invoiceDate: '2999-01-01' }))).toBe('开票日期不能晚于今天');
    expect(await refusalOf(api(finance, 'issue', { ...issue, fileId: newId() }))).toBe('请上传发票PDF文件');
    const issued = await data(api(finance, 'issue', issue));
    expect(issued).toMatchObject({ state: 'issued', invoiceNo: '26332000000012345678', invoiceFileId: file.data.attsysid });
    // Issuing keeps the amount held.
    expect(await balance(a.id)).toBe(a.paidFen);

    const messages = await t.db.selectFrom('messages as m').innerJoin('users as u', 'u.id', 'm.user_id').select('m.title').where('u.login_name', '=', 'demo').execute();
    expect(messages.map((m) => m.title)).toContain('发票已开具');
    const pdf = await signedGet(t, demo, 'invoice.download', { id: r.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    // The link alone, without a token, is refused.
    expect((await call(t, demo, 'GET', `/a/stone/self-service/invoice/download?id=${r.id}`)).statusCode).not.toBe(200);

    const log = await data(request(t, demo, 'flowLog.find', { kind: 'invoice', id: r.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['create', 'submit', 'issue']);
    // Issued: nothing more for the unit to do with it.
    expect(await refusalOf(api(demo, 'withdraw', { id: r.id, version: issued.version }))).toBe('该发票申请已开票，不能撤回');
  });

  it('refuses bad input with the form messages', async () => {
    const a = await open();
    const refused = (over: Record<string, unknown>) => refusalOf(api(demo, 'save', form(a, over)));
    expect(await refused({ taxNo: '91330203ma2ab3c47u' })).toBe(MSG.taxNoLength);
    expect(await refused({ taxNo: '91330203MO2AB3C47U' })).toBe(MSG.taxNoForbidden);
    expect(await refused({ taxNo: '9133020宁MA2AB3C47U' })).toBe(MSG.noChinese);
    expect(await refused({ email: '', mobile: '' })).toBe('请填写接收邮箱或接收手机号码（至少一项）');
    expect(await refused({ mobile: '1234' })).toBe(MSG.mobile);
    expect(await refused({ kind: 'special' })).toBe('开具增值税专用发票须填写开户银行');
    expect(await refused({ kind: 'special', taxNo: '/', bankName: '工行', bankAccount: '3901100009200123456' })).toBe('开具增值税专用发票须填写开票单位税号');
    expect(await refused({ amountFen: 0 })).toBe('开票金额须大于0');
    expect(await refused({ applyIds: [] })).toBe('请至少选择一个已缴费的报检申请');
    expect(await refused({ buyerName: ' ' })).toBe('开票单位名称不能为空');
    // '/' and an empty tax number are accepted on a general invoice.
    expect((await data(api(demo, 'save', form(a, { taxNo: '/' })))).state).toBe('draft');
  });

  it('answers 401 without a session and 403 to a role without the permission', async () => {
    expect((await api(null, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await api(inspector, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(demo, 'queue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(inspector, 'queue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
  });

  it('keeps each unit to its own requests and applications', async () => {
    const mine = (await data(api<Page<InvoiceRecord>>(demo, 'list', { pageNo: 1, pageSize: 50, state: 'submitted' }))).list[0];
    expect((await api(demo2, 'detail', { id: mine.id })).json().code).toBe('NOT_FOUND');
    expect((await api(demo2, 'withdraw', { id: mine.id, version: mine.version })).json().code).toBe('NOT_FOUND');
    expect((await signedGet(t, demo2, 'invoice.download', { id: mine.id })).json().code).toBe('NOT_FOUND');
    expect((await data(api<Page<InvoiceRecord>>(demo2, 'list', { pageNo: 1, pageSize: 50 }))).list.every((r) => r.id !== mine.id)).toBe(true);
    // demo2's paid application cannot be put on demo's request.
    const theirs = (await invoicable(demo2))[0];
    expect(theirs).toBeTruthy();
    expect(await refusalOf(api(demo, 'save', form(theirs, { amountFen: theirs.paidFen })))).toBe('所选报检申请不存在或尚未缴费，请重新选择');
    // Nor an application not yet paid.
    const unpaid = await inspectionApplyOf(t, 'demo', 'feeSet');
    expect(await refusalOf(api(demo, 'save', form({ ...theirs, id: unpaid.id, remainingFen: 100 })))).toBe('所选报检申请不存在或尚未缴费，请重新选择');
  });

  it('refuses an amount beyond what is left to invoice; a returned or withdrawn request gives its amount back', async () => {
    const a = await open();
    const over = `开票金额不能超过所选报检申请尚可开票的金额${(a.remainingFen / 100).toFixed(2)}元`;
    expect(await refusalOf(api(demo, 'save', { ...form(a, { amountFen: a.remainingFen + 1 }), isCommit: true }))).toBe(over);

    const half = Math.floor(a.remainingFen / 2);
    // A draft holds nothing: saved before the first is submitted, its submission must still fit afterwards.
    const second = await data(api(demo, 'save', form(a, { amountFen: a.remainingFen })));
    const first = await data(api(demo, 'save', { ...form(a, { amountFen: half }), isCommit: true }));
    expect(await balance(a.id)).toBe(a.paidFen - a.remainingFen + half);
    expect(await refusalOf(api(demo, 'save', { ...form(a, { amountFen: a.remainingFen }), id: second.id, version: second.version, isCommit: true }))).toBe(
      `开票金额不能超过所选报检申请尚可开票的金额${((a.remainingFen - half) / 100).toFixed(2)}元`,
    );

    // Finance returns the first (a reason is needed): its half is free again, and the second now fits.
    expect(await refusalOf(api(finance, 'return', { id: first.id, version: first.version, opinion: '' }))).toBe('退回原因不能为空');
    const returned = await data(api(finance, 'return', { id: first.id, version: first.version, opinion: '请合并为一张发票申请' }));
    expect(returned).toMatchObject({ state: 'returned', opinion: '请合并为一张发票申请' });
    expect(await balance(a.id)).toBe(a.paidFen - a.remainingFen);
    const filed = await data(api(demo, 'save', { ...form(a, { amountFen: a.remainingFen }), id: second.id, version: second.version, isCommit: true }));
    expect(filed.state).toBe('submitted');
    // The returned one no longer fits; the unit withdraws it, then the second too, which frees everything.
    expect(await refusalOf(api(demo, 'save', { ...form(a, { amountFen: half }), id: first.id, version: returned.version, isCommit: true }))).toBe(
      '所选报检申请的检验费已全部申请开票，不能重复开票',
    );
    await data(api(demo, 'withdraw', { id: first.id, version: returned.version }));
    expect((await data(api(demo, 'withdraw', { id: filed.id, version: filed.version }))).state).toBe('withdrawn');
    expect(await balance(a.id)).toBe(a.paidFen - a.remainingFen);
    expect(await refusalOf(api(demo, 'withdraw', { id: filed.id, version: filed.version + 1 }))).toBe('该发票申请已撤回，不能撤回');
  });

  it('lets only one of two racing requests take the same paid amount', async () => {
    const a = await open();
    const before = await balance(a.id);
    const drafts = await Promise.all([data(api(demo, 'save', form(a))), data(api(demo, 'save', form(a)))]);
    const results = await Promise.all(drafts.map((d) => api(demo, 'save', { ...form(a), id: d.id, version: d.version, isCommit: true }).then((r) => r.json())));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const failed = results.find((r) => !r.success)!;
    expect(['所选报检申请的检验费已全部申请开票，不能重复开票', '所选报检申请的开票金额刚被其他发票申请占用，请刷新后重新填写']).toContain(failed.errorMsg);
    expect(await balance(a.id)).toBe(before + a.remainingFen);
    expect(await balance(a.id)).toBeLessThanOrEqual(a.paidFen);
  });

  it('keeps finance to the requests addressed to its own inspection body', async () => {
    const waiting = (await data(api<Page<InvoiceRecord>>(finance, 'queue', { pageNo: 1, pageSize: 50, state: 'submitted' }))).list[0];
    expect(waiting).toBeTruthy();
    // Drafts never reach the body.
    const drafts = await data(api<Page<InvoiceRecord>>(finance, 'queue', { pageNo: 1, pageSize: 50, state: 'draft' }));
    expect(drafts.count).toBe(0);
    const otherOrg = await addInspectionBody(t, '12330200470009999X');
    const orgId = await unitOf(t, 'caiwu');
    await t.db.updateTable('users').set({ unit_id: otherOrg }).where('login_name', '=', 'caiwu').execute();
    try {
      const other = await loginAs(t, 'caiwu', 'Caiwu@123456');
      expect((await data(api<Page<InvoiceRecord>>(other, 'queue', { pageNo: 1, pageSize: 50 }))).count).toBe(0);
      expect((await api(other, 'getForFinance', { id: waiting.id })).json().code).toBe('NOT_FOUND');
      expect((await api(other, 'return', { id: waiting.id, version: waiting.version, opinion: '测试' })).json().code).toBe('NOT_FOUND');
      expect((await api(other, 'issue', { id: waiting.id, version: waiting.version, invoiceNo: '12345678', invoiceDate: '2026-01-01', fileId: 'x' })).json().code).toBe(
        'NOT_FOUND',
      );
      expect((await upload(other, waiting.id)).success).toBe(false);
    } finally {
      await t.db.updateTable('users').set({ unit_id: orgId }).where('login_name', '=', 'caiwu').execute();
    }
    expect((await data(api(finance, 'getForFinance', { id: waiting.id }))).state).toBe('submitted');
  });
});
