import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import { acceptFile } from '../modules/attachment/service';
import { close, launch, record, reply } from '../modules/interaction/service';
import type { SessionContext } from '../platform/session/store';
import { actor, DEMO_PDF, IP } from './demo-actors';

/** A demo actor with the interaction permission of its side (the demo's actors carry no menu ids). */
const party = async (ctx: AppContext, loginName: string, roleType: 'use' | 'inspect', permission: string): Promise<SessionContext> => ({
  ...(await actor(ctx, loginName, roleType)),
  menuIds: new Set([permission]),
});

/** A file the writer uploads before sending its post (a draft of the thread, or of the application while launching). */
async function draftFile(ctx: AppContext, who: SessionContext, bizId: string, fileName: string): Promise<string> {
  const a = await acceptFile(
    ctx,
    { bizType: 'interactionDraft', bizId, kind: 'file' },
    { unitId: who.unitId, userId: who.userId, userName: who.userName, fromMobile: false },
    { filename: fileName, file: Readable.from([DEMO_PDF]) },
  );
  return a.attsysid;
}

/**
 * 检验互动 on demo's applications in every state a list shows: an answer demo has not read, a question of the body
 * waiting for demo, an answered thread, a closed one on a report; and one of demo2's waiting for the body.
 */
export async function seedInteractions(ctx: AppContext): Promise<void> {
  const demo = await party(ctx, 'demo', 'use', 'companyService.interaction');
  const demo2 = await party(ctx, 'demo2', 'use', 'companyService.interaction');
  const inspector = await party(ctx, 'inspector', 'inspect', 'inspection.interaction');
  const applyIn = async (who: SessionContext, state: string) =>
    (await ctx.db.selectFrom('inspection_applies').select('id').where('unit_id', '=', who.unitId).where('state', '=', state).orderBy('created_at').executeTakeFirstOrThrow()).id;

  // Answered, and the answer not opened by demo yet: its badge shows 1.
  const scheduled = await applyIn(demo, 'scheduled');
  const asked = await launch(
    ctx,
    demo,
    { applyId: scheduled, itemId: '', subject: '现场检验需要准备哪些资料', content: '约定的检验日期我方已安排好，请问检验当天除维保记录外还需要准备哪些资料？', attachmentIds: [] },
    IP,
  );
  await reply(
    ctx,
    inspector,
    { id: asked.thread.id, content: '请准备近一年的维保记录、自行检查记录、使用登记证和安全管理人员证书，并安排维保人员到场配合。', attachmentIds: [] },
    IP,
  );

  // The body's question, waiting for demo.
  const accepted = await applyIn(demo, 'accepted');
  await launch(
    ctx,
    inspector,
    { applyId: accepted, itemId: '', subject: '请确认现场联系人', content: '贵单位报检的设备较分散，请确认检验当天各楼栋的现场联系人及电话。', attachmentIds: [] },
    IP,
  );

  // Answered and read on both sides, with a file each way.
  const feeSet = await applyIn(demo, 'feeSet');
  const feeFile = await draftFile(ctx, demo, feeSet, '小微企业证明.pdf');
  const fee = await launch(
    ctx,
    demo,
    { applyId: feeSet, itemId: '', subject: '检验费减免咨询', content: '我单位属于小型微型企业，附上证明材料，请问能否适用检验费减免？', attachmentIds: [feeFile] },
    IP,
  );
  const basis = await draftFile(ctx, inspector, fee.thread.id, '收费减免政策说明.pdf');
  await reply(ctx, inspector, { id: fee.thread.id, content: '已核对证明材料，可适用小微企业检验费减免，费用已按减免后金额核定。政策说明见附件。', attachmentIds: [basis] }, IP);
  await record(ctx, demo, fee.thread.id);
  await reply(ctx, demo, { id: fee.thread.id, content: '收到，谢谢！', attachmentIds: [] }, IP);
  await record(ctx, inspector, fee.thread.id);

  // About one report of a finished application, closed once answered.
  const completed = await applyIn(demo, 'completed');
  const item = await ctx.db.selectFrom('inspection_items').select('id').where('apply_id', '=', completed).where('report_no', '<>', '').orderBy('seq').executeTakeFirstOrThrow();
  const report = await launch(
    ctx,
    demo,
    { applyId: completed, itemId: item.id, subject: '纸质报告邮寄时间', content: '请问这份检验报告的纸质版什么时候寄出？', attachmentIds: [] },
    IP,
  );
  await reply(ctx, inspector, { id: report.thread.id, content: '纸质报告已于今日通过EMS寄出，请留意查收。', attachmentIds: [] }, IP);
  const seen = await record(ctx, demo, report.thread.id);
  await close(ctx, demo, { id: report.thread.id, version: seen.thread.version }, IP);

  // Another unit's thread, waiting for the body: the other side of every id-swap check.
  const other = await applyIn(demo2, 'submitted');
  await launch(ctx, demo2, { applyId: other, itemId: '', subject: '预计受理时间', content: '请问我单位的报检申请预计什么时候受理？', attachmentIds: [] }, IP);
}
