import { defineModule } from '../../module-manifest';
import { memberHandlers } from './member-routes';
import { userHandlers } from './routes';

export const userModule = defineModule({
  handlers: { user: userHandlers, member: memberHandlers },
});
