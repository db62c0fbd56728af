import { defineModule } from '../../module-manifest';
import { registrationHandlers } from './routes';
import { accountApplyRecord, registerAttachments } from './service';

export const registrationModule = defineModule({
  handlers: { registration: registrationHandlers },
  attachments: { register: registerAttachments },
  flows: { accountApply: accountApplyRecord },
});
