import type { operatorApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the contract's operator endpoints. */
export const operatorHandlers: Handlers<typeof operatorApi> = {
  list: (input, { ctx, session }) => service.findOperators(ctx, session, input),
  get: ({ id, forEdit }, { ctx, session, ip }) => service.getOperator(ctx, session, id, forEdit, ip),
  add: (input, { ctx, session, ip }) => service.addOperator(ctx, session, input, ip),
  update: ({ id, version, ...fields }, { ctx, session, ip }) => service.updateOperator(ctx, session, id, version, fields, ip),
  del: answeringNothing(({ id }, { ctx, session, ip }) => service.deleteOperator(ctx, session, id, ip)),
  addQualification: ({ operatorId, ...fields }, { ctx, session, ip }) => service.addQualification(ctx, session, operatorId, fields, ip),
  updateQualification: ({ id, version, ...fields }, { ctx, session, ip }) => service.updateQualification(ctx, session, id, version, fields, ip),
  delQualification: ({ id }, { ctx, session, ip }) => service.deleteQualification(ctx, session, id, ip),
  overview: (_input, { ctx, session }) => service.getOverview(ctx, session),
};
