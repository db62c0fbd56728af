import { defineModule } from '../../module-manifest';
import { rescueHandlers } from './routes';
import { rescueAttachments, rescueRecordSpec } from './service';

export const rescueModule = defineModule({
  handlers: { rescue: rescueHandlers },
  attachments: { rescue: rescueAttachments },
  flows: { rescue: rescueRecordSpec },
});
