import { defineModule } from '../../module-manifest';
import { selfMaintHandlers } from './routes';
import { selfMaintAttachments, selfMaintRecordSpec } from '../maint-change/self-maint-service';

export const selfMaintModule = defineModule({
  handlers: { selfMaint: selfMaintHandlers },
  attachments: { selfMaint: selfMaintAttachments },
  flows: { selfMaint: selfMaintRecordSpec },
});
