import { defineModule } from '../../module-manifest';
import { entrustHandlers } from './routes';
import { entrustAttachments, entrustRecordSpec } from './service';

export const entrustModule = defineModule({
  handlers: { entrust: entrustHandlers },
  attachments: { entrust: entrustAttachments },
  flows: { entrust: entrustRecordSpec },
});
