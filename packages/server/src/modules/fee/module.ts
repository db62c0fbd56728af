import { defineModule } from '../../module-manifest';
import { feeHandlers } from './routes';

export const feeModule = defineModule({
  handlers: { fee: feeHandlers },
});
