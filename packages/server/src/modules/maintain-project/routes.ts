import type { maintainProjectApi } from '@portal/contract';
import { draftHandlers, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** 维保项目与价格: the maintenance unit's filings and the registry's review of them. */
export const maintainProjectHandlers: Handlers<typeof maintainProjectApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  detail: ({ id }, { ctx, session }) => service.getOwn(ctx, session, id),
  ...draftHandlers({ save: service.saveFiling, withdraw: service.withdrawFiling, delete: service.deleteFiling }),
  queue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => service.getForReview(ctx, session, id),
  decide: (input, { ctx, session, ip }) => service.decideFiling(ctx, session, input, ip),
};
