import type { declarationApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Spec §7 /a/stone/self-service/* declarations: a unit's registration and installation declarations. */
export const declarationHandlers: Handlers<typeof declarationApi> = {
  list: (input, { ctx, session }) => service.listDeclarations(ctx, session, input),
};
