import { defineModule } from '../../module-manifest';
import { sendDailyReminders } from './service';
import { reminderHandlers } from './routes';

export const reminderModule = defineModule({
  handlers: { reminder: reminderHandlers },
  // Looks hourly; tells each unit of what falls due once a China day, from 08:00.
  jobs: (ctx, log) => [
    {
      name: 'reminders.daily',
      everyMs: 3600_000,
      run: async () => {
        const told = await sendDailyReminders(ctx);
        if (told !== null) log.info({ unitsReminded: told }, 'daily reminders sent');
      },
    },
  ],
});
