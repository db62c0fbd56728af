import { defineModule } from '../../module-manifest';
import { userHandlers } from './routes';

export const userModule = defineModule({
  handlers: { user: userHandlers },
});
