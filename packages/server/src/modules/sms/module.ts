import { defineModule } from '../../module-manifest';
import { smsHandlers } from './routes';

export const smsModule = defineModule({
  handlers: { sms: smsHandlers },
});
