import { defineModule } from '../../module-manifest';
import { maintainPriceHandlers, maintainProjectHandlers } from './routes';
import { maintainPriceRecordSpec } from './service';

export const maintainPriceModule = defineModule({
  handlers: { maintainProject: maintainProjectHandlers, maintainPrice: maintainPriceHandlers },
  flows: { maintainPrice: maintainPriceRecordSpec },
});
