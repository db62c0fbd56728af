import type { maintainPriceApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from '../maintain-project/service';

/** Published maintenance prices, for use units to search. */
export const maintainPriceHandlers: Handlers<typeof maintainPriceApi> = {
  bySet: (input, { ctx }) => service.searchBySet(ctx, input),
  byUnit: (input, { ctx }) => service.searchByUnit(ctx, input),
  published: ({ id }, { ctx }) => service.getPublished(ctx, id),
};
