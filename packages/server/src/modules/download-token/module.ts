import { defineModule } from '../../module-manifest';
import { downloadTokenHandlers } from './routes';

export const downloadTokenModule = defineModule({
  handlers: { downloadToken: downloadTokenHandlers },
});
