import type { healthApi } from '@portal/contract';
import { pingDatabase } from '../../platform/db';
import type { Handlers } from '../../platform/http/endpoints';
import { AppError } from '../../platform/http/errors';

/** Load balancers and the start script ask this: 200 while the database answers, 503 (a refusal in the envelope) when it does not. */
export const healthHandlers: Handlers<typeof healthApi> = {
  check: async (_input, { ctx }) => {
    if (!(await pingDatabase(ctx.db))) throw new AppError('INTERNAL', 503, '数据库不可用');
    return { status: 'ok' };
  },
};
