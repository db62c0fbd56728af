import type { errorLogApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the browser's error reports (spec §7 save_error_logger, §8) and the list behind error_logger_page. */
export const errorLogHandlers: Handlers<typeof errorLogApi> = {
  save: answeringNothing((input, { ctx, session, req, ip }) => service.saveErrorLog(ctx, session, input, { ip, userAgent: String(req.headers['user-agent'] ?? '') })),
  findPage: (input, { ctx, session }) => service.findErrorLogs(ctx, session, input),
};
