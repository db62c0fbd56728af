import { defineModule } from '../../module-manifest';
import { maintainProjectHandlers } from './routes';
import { maintainPriceRecordSpec } from './service';

export const maintainProjectModule = defineModule({
  handlers: { maintainProject: maintainProjectHandlers },
  flows: { maintainPrice: maintainPriceRecordSpec },
});
