import type { dictApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the contract's dictionary endpoints: the lookups (public) and their maintenance under 系统维护. */
export const dictHandlers: Handlers<typeof dictApi> = {
  findDictList: (input, { ctx }) => service.findDictList(ctx, input),
  findDictItem: ({ type, value }, { ctx }) => service.findDictItem(ctx, type, value),
  findDictTree: ({ type }, { ctx }) => service.findDictTree(ctx, type),
  types: (_input, { ctx }) => service.listDictTypes(ctx),
  findPage: (input, { ctx }) => service.findDictPage(ctx, input),
  save: (input, { ctx, session, ip }) => service.saveDictItem(ctx, session, input, ip),
  setStatus: (input, { ctx, session, ip }) => service.setDictStatus(ctx, session, input, ip),
};
