import { defineModule } from '../../module-manifest';
import { selfTestHandlers } from './routes';
import { selfTestAttachments, selfTestRecordSpec } from './service';

export const selfTestModule = defineModule({
  handlers: { selfTest: selfTestHandlers },
  attachments: { selfTest: selfTestAttachments },
  flows: { selfTest: selfTestRecordSpec },
});
