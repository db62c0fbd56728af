import type { licenceApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the contract's licence endpoints: a construction unit's licence on its profile, and the registry's review of it. */
export const licenceHandlers: Handlers<typeof licenceApi> = {
  get: (_input, { ctx, session }) => service.getLicenceView(ctx, session.unitId),
  file: (input, { ctx, session, ip }) => service.fileLicence(ctx, session, input, ip),
  withdraw: answeringNothing(({ id, version }, { ctx, session, ip }) => service.withdrawLicence(ctx, session, id, version, ip)),
  findQueue: (input, { ctx, session }) => service.findQueue(ctx, session, input),
  getForReview: ({ id }, { ctx, session }) => service.getForReview(ctx, session, id),
  audit: (input, { ctx, session, ip }) => service.auditLicence(ctx, session, input, ip),
};
