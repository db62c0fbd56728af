import { defineModule } from '../../module-manifest';
import { calendarHandlers } from './routes';

export const calendarModule = defineModule({
  handlers: { calendar: calendarHandlers },
});
