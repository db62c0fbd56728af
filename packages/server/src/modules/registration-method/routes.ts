import type { registrationMethodApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from '../entrust/service';

/** The registration-method page (/registrationMethod). */
export const registrationMethodHandlers: Handlers<typeof registrationMethodApi> = {
  view: ({ equipmentId }, { ctx, session }) => service.registrationMethod(ctx, session, equipmentId),
};
