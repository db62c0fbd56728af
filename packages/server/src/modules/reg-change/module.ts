import { defineModule } from '../../module-manifest';
import { regChangeHandlers, terminationHandlers } from './routes';
import { regChangeAttachments, regChangeRecordSpec } from './service';

export const regChangeModule = defineModule({
  handlers: { regChange: regChangeHandlers, termination: terminationHandlers },
  attachments: { regChange: regChangeAttachments },
  flows: { regChange: regChangeRecordSpec },
});
