import type { FlowKind, flowLogApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from '../workflow/service';

/** Handlers of the contract's flow log endpoints. */
export const flowLogHandlers: Handlers<typeof flowLogApi> = {
  find: ({ kind, id }, { ctx, session }) => service.findFlowLog(ctx, session, kind as FlowKind, id),
  todo: (_input, { ctx, session }) => service.findTodo(ctx, session),
};
