import { defineModule } from '../../module-manifest';
import { healthHandlers } from './routes';

export const healthModule = defineModule({
  handlers: { health: healthHandlers },
});
