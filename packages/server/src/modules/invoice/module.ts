import { defineModule } from '../../module-manifest';
import { invoiceHandlers } from './routes';
import { invoiceAttachments, invoiceRecordSpec } from './service';

export const invoiceModule = defineModule({
  handlers: { invoice: invoiceHandlers },
  attachments: { invoice: invoiceAttachments },
  flows: { invoice: invoiceRecordSpec },
});
