import { defineModule } from '../../module-manifest';
import { entrustHandlers, registrationMethodHandlers } from './routes';
import { entrustAttachments, entrustRecordSpec } from './service';

export const entrustModule = defineModule({
  handlers: { entrust: entrustHandlers, registrationMethod: registrationMethodHandlers },
  attachments: { entrust: entrustAttachments },
  flows: { entrust: entrustRecordSpec },
});
