import { defineModule } from '../../module-manifest';
import { faultHandlers, rescueHandlers } from './routes';
import { faultAttachments, faultRecordSpec, rescueAttachments, rescueRecordSpec } from './service';

export const rescueModule = defineModule({
  handlers: { rescue: rescueHandlers, fault: faultHandlers },
  attachments: { rescue: rescueAttachments, fault: faultAttachments },
  flows: { rescue: rescueRecordSpec, fault: faultRecordSpec },
});
