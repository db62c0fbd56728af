import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import { acceptFile } from '../modules/attachment/service';
import { accept, findPaidApplies, type PaidApply } from '../modules/online-apply/service';
import { issueInvoice, returnInvoice, saveInvoice, withdrawInvoice } from '../modules/invoice/service';
import type { SessionContext } from '../platform/session/store';
import { addDays, chinaToday } from '../platform/ids';
import { actor, DEMO_PDF, filePeriodic, IP, payBySuggestedFees, pricedDevicesInUse } from './demo-actors';

/**
 * Invoice requests of the demo unit in every state over its paid applications (demo-inspection.ts paid four: paid,
 * scheduled, inspecting, completed), with amounts that add up: the completed one is invoiced (issued), the inspecting
 * one waits for finance (submitted); the scheduled one was returned and the paid one withdrawn, so both are free to
 * invoice again (the paid one has a draft). And one of demo2's, submitted: the other side of every id-swap check.
 */
export async function seedInvoices(ctx: AppContext): Promise<void> {
  const finance = await actor(ctx, 'caiwu', 'inspect');
  const demo = await actor(ctx, 'demo', 'use');
  const unit = await ctx.db.selectFrom('units').select(['name', 'uscc', 'address', 'phone', 'email']).where('id', '=', demo.unitId).executeTakeFirstOrThrow();
  const { rows } = await findPaidApplies(ctx, demo.unitId, { offset: 0, limit: 50 });
  const [paid, scheduled, inspecting, completed] = (['paid', 'scheduled', 'inspecting', 'completed'] as const).map((state) => rows.find((a) => a.state === state));
  if (!paid || !scheduled || !inspecting || !completed) return;

  const form = (a: PaidApply, over: Partial<Parameters<typeof saveInvoice>[2]> = {}) => ({
    kind: 'general' as const,
    buyerName: unit.name,
    taxNo: unit.uscc,
    addressPhone: `${unit.address} ${unit.phone}`.trim(),
    bankName: '',
    bankAccount: '',
    email: unit.email || 'caiwu@example.cn',
    mobile: '',
    applyIds: [a.id],
    amountFen: a.paidFen,
    remark: '',
    isCommit: true,
    ...over,
  });

  const issued = await saveInvoice(ctx, demo, form(completed), IP);
  const pdf = await invoicePdf(ctx, finance, issued.id);
  await issueInvoice(ctx, finance, { id: issued.id, version: issued.version, invoiceNo: `${chinaToday().replaceAll('-', '')}000001`, invoiceDate: chinaToday(), fileId: pdf }, IP);

  await saveInvoice(ctx, demo, form(inspecting, { kind: 'special', bankName: '中国工商银行宁波海曙支行', bankAccount: '3901100009200123456', remark: '请随纸质报告一并寄送' }), IP);

  const returned = await saveInvoice(ctx, demo, form(scheduled, { amountFen: Math.floor(scheduled.paidFen / 2) }), IP);
  await returnInvoice(ctx, finance, { id: returned.id, version: returned.version, opinion: '开票金额与缴费金额不一致，请按实际缴费金额申请' }, IP);

  const withdrawn = await saveInvoice(ctx, demo, form(paid), IP);
  await withdrawInvoice(ctx, demo, withdrawn.id, withdrawn.version, IP);
  await saveInvoice(ctx, demo, form(paid, { isCommit: false, mobile: '13857400001', email: '' }), IP);

  await seedOtherUnit(ctx, finance);
}

/** The invoice PDF finance uploads to a request before issuing it. */
async function invoicePdf(ctx: AppContext, finance: SessionContext, invoiceId: string): Promise<string> {
  const a = await acceptFile(
    ctx,
    { bizType: 'invoice', bizId: invoiceId, kind: 'invoicePdf' },
    { unitId: finance.unitId, userId: finance.userId, userName: finance.userName, fromMobile: false },
    { filename: '增值税电子普通发票.pdf', file: Readable.from([DEMO_PDF]) },
  );
  return a.attsysid;
}

/** demo2 pays an application by transfer and asks for its invoice. */
async function seedOtherUnit(ctx: AppContext, finance: SessionContext): Promise<void> {
  const inspector = await actor(ctx, 'inspector', 'inspect');
  const demo2 = await actor(ctx, 'demo2', 'use');
  const unit = await ctx.db.selectFrom('units').select(['name', 'uscc', 'contact_mobile']).where('id', '=', demo2.unitId).executeTakeFirstOrThrow();
  // A device of demo2 in use that no open application holds (its submitted one holds the first).
  // Declared devices of applications filed without an account have no record (null), which NOT IN must not see.
  const held = ctx.db.selectFrom('inspection_items').select('equipment_id').where('holding', '=', 1).where('equipment_id', 'is not', null);
  const device = await pricedDevicesInUse(ctx.db, demo2.unitId).where('e.id', 'not in', held).orderBy('e.next_inspection_date').orderBy('e.id').executeTakeFirst();
  if (!device) return;
  let r = await filePeriodic(ctx, demo2, { orgId: inspector.unitId, equipmentIds: [device.id], expectedDate: addDays(chinaToday(), 7) });
  r = await accept(
    ctx,
    inspector,
    { id: r.id, version: r.version, acceptNo: `NB${chinaToday().slice(0, 4)}-DT-201`, department: '电梯检验部', inspectorName: '王检', inspectorPhone: '0574-87260011' },
    IP,
  );
  r = await payBySuggestedFees(ctx, { owner: demo2, inspector, finance }, r);
  await saveInvoice(
    ctx,
    demo2,
    {
      kind: 'general',
      buyerName: unit.name,
      taxNo: unit.uscc,
      addressPhone: '',
      bankName: '',
      bankAccount: '',
      email: '',
      mobile: unit.contact_mobile,
      applyIds: [r.id],
      amountFen: r.paidFen,
      remark: '',
      isCommit: true,
    },
    IP,
  );
}
