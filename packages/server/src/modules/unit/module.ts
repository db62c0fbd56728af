import { defineModule } from '../../module-manifest';
import { unitHandlers } from './routes';
import { unitAttachments, unitChangeRecord } from './service';

export const unitModule = defineModule({
  handlers: { unit: unitHandlers },
  attachments: { unit: unitAttachments },
  flows: { unitChange: unitChangeRecord },
});
