import { defineModule } from '../../module-manifest';
import { maintenanceHandlers } from './routes';
import { maintenanceRecordSpec } from './service';

export const maintenanceModule = defineModule({
  handlers: { maintenance: maintenanceHandlers },
  flows: { maintenanceRecord: maintenanceRecordSpec },
});
