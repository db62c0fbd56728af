import { defineModule } from '../../module-manifest';
import { maintChangeHandlers } from './routes';
import { maintChangeAttachments, maintChangeRecordSpec } from './service';

export const maintChangeModule = defineModule({
  handlers: { maintChange: maintChangeHandlers },
  attachments: { maintChange: maintChangeAttachments },
  flows: { maintChange: maintChangeRecordSpec },
});
