import { defineModule } from '../../module-manifest';
import { onlineApplyHandlers } from './routes';
import { inspectionApplyAttachments, inspectionApplyRecordSpec, inspectionPaymentTarget } from './service';

export const onlineApplyModule = defineModule({
  handlers: { onlineApply: onlineApplyHandlers },
  attachments: { inspectionApply: inspectionApplyAttachments },
  flows: { inspectionApply: inspectionApplyRecordSpec },
  payments: { inspection: inspectionPaymentTarget },
});
