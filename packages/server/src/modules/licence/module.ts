import { defineModule } from '../../module-manifest';
import { licenceHandlers } from './routes';
import { licenceAttachments, licenceRecordSpec } from './service';

export const licenceModule = defineModule({
  handlers: { licence: licenceHandlers },
  attachments: { licence: licenceAttachments },
  flows: { licence: licenceRecordSpec },
});
