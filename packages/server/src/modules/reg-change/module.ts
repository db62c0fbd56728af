import { defineModule } from '../../module-manifest';
import { regChangeHandlers } from './routes';
import { regChangeAttachments, regChangeRecordSpec } from './service';

export const regChangeModule = defineModule({
  handlers: { regChange: regChangeHandlers },
  attachments: { regChange: regChangeAttachments },
  flows: { regChange: regChangeRecordSpec },
});
