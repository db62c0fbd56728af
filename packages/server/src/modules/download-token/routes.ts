import type { downloadTokenApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import { genToken } from './service';

export const downloadTokenHandlers: Handlers<typeof downloadTokenApi> = {
  genToken: (input, { ctx, session }) => genToken(ctx, session, input),
};
