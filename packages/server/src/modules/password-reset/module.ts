import { defineModule } from '../../module-manifest';
import { passwordResetHandlers } from './routes';
import { passwordResetRecord, resetAttachments } from './service';

export const passwordResetModule = defineModule({
  handlers: { passwordReset: passwordResetHandlers },
  attachments: { resetPassword: resetAttachments },
  flows: { passwordReset: passwordResetRecord },
});
