import { defineModule } from '../../module-manifest';
import { memberHandlers } from './routes';

export const memberModule = defineModule({
  handlers: { member: memberHandlers },
});
