import { defineModule } from '../../module-manifest';
import { operatorHandlers } from './routes';
import { qualificationAttachments } from './service';

export const operatorModule = defineModule({
  handlers: { operator: operatorHandlers },
  attachments: { qualification: qualificationAttachments },
});
