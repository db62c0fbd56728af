import type { errorLogApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the browser's error reports (spec §7 save_error_logger, §8) and the list behind error_logger_page. */
export const errorLogHandlers: Handlers<typeof errorLogApi> = {
  save: async (input, { ctx, session, req, ip }) => {
    await service.saveErrorLog(ctx, session, input, { ip, userAgent: String(req.headers['user-agent'] ?? '') });
    return null;
  },
  findPage: (input, { ctx, session }) => service.findErrorLogs(ctx, session, input),
};
