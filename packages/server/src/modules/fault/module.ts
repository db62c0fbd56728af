import { defineModule } from '../../module-manifest';
import { faultAttachments, faultRecordSpec } from '../rescue/service';
import { faultHandlers } from './routes';

export const faultModule = defineModule({
  handlers: { fault: faultHandlers },
  attachments: { fault: faultAttachments },
  flows: { fault: faultRecordSpec },
});
