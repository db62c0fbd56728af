import type { calendarApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import * as service from './service';

/** Handlers of the working-day calendar's maintenance (系统维护 › 工作日历). */
export const calendarHandlers: Handlers<typeof calendarApi> = {
  list: ({ year }, { ctx }) => service.listYear(ctx, year),
  save: (input, { ctx, session, ip }) => service.saveDay(ctx, session, input, ip),
  delete: answeringNothing(({ day }, { ctx, session, ip }) => service.removeDay(ctx, session, day, ip)),
};
