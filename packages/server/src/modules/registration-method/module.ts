import { defineModule } from '../../module-manifest';
import { registrationMethodHandlers } from './routes';

export const registrationMethodModule = defineModule({
  handlers: { registrationMethod: registrationMethodHandlers },
});
