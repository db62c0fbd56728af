import { defineModule } from '../../module-manifest';
import { safetyValveHandlers } from './routes';

export const safetyValveModule = defineModule({
  handlers: { safetyValve: safetyValveHandlers },
});
