import { defineModule } from '../../module-manifest';
import { maintChangeHandlers, selfMaintHandlers } from './routes';
import { selfMaintAttachments, selfMaintRecordSpec } from './self-maint-service';
import { maintChangeAttachments, maintChangeRecordSpec } from './service';

export const maintChangeModule = defineModule({
  handlers: { maintChange: maintChangeHandlers, selfMaint: selfMaintHandlers },
  attachments: { maintChange: maintChangeAttachments, selfMaint: selfMaintAttachments },
  flows: { maintChange: maintChangeRecordSpec, selfMaint: selfMaintRecordSpec },
});
