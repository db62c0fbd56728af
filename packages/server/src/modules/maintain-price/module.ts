import { defineModule } from '../../module-manifest';
import { maintainPriceHandlers } from './routes';

export const maintainPriceModule = defineModule({
  handlers: { maintainPrice: maintainPriceHandlers },
});
