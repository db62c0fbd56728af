import type { reminderApi } from '@portal/contract';
import type { Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of a unit's choice of the daily reminders. */
export const reminderHandlers: Handlers<typeof reminderApi> = {
  getPrefs: (_input, { ctx, session }) => service.getPrefs(ctx, session),
  savePrefs: (input, { ctx, session, ip }) => service.savePrefs(ctx, session, input, ip),
};
