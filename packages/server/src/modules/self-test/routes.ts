import type { selfTestApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';
import { originOf, sendPdf } from '../../platform/http/send-pdf';

/** 电梯检测: the testing body's results, the use unit's declarations and use marks, and an elevator's public page. */
export const selfTestHandlers: Handlers<typeof selfTestApi> = {
  findElevator: ({ code }, { ctx, session }) => service.findElevators(ctx, session, code),
  recorded: (input, { ctx, session }) => service.listRecorded(ctx, session, input),
  save: (input, { ctx, session, ip }) => service.saveSelfTest(ctx, session, input, ip),
  issue: (input, { ctx, session, ip }) => service.issueSelfTest(ctx, session, input, ip),
  revoke: (input, { ctx, session, ip }) => service.revokeSelfTest(ctx, session, input, ip),
  delete: answeringNothing(({ id }, { ctx, session }) => service.deleteSelfTest(ctx, session, id)),
  detail: ({ id }, { ctx, session }) => service.getSelfTest(ctx, session, id),
  compliance: (input, { ctx, session }) => service.listCompliance(ctx, session, input),
  declare: (input, { ctx, session, ip }) => service.declareSelfTest(ctx, session, input, ip),
  marks: (input, { ctx, session }) => service.listMarks(ctx, session, input),
  useMark: async ({ id }, { ctx, session, req, reply }) => sendPdf(reply, await service.openUseMark(ctx, session, id, originOf(req))),
  // No session: the signed reference in the QR code, or the certificate number printed on the mark.
  eleInfo: (input, { ctx, ip }) => service.eleInfo(ctx, input, ip),
};
