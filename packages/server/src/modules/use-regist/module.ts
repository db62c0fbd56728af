import { defineModule } from '../../module-manifest';
import { useRegistHandlers } from './routes';
import { useRegistAttachments, useRegistRecordSpec } from './service';

export const useRegistModule = defineModule({
  handlers: { useRegist: useRegistHandlers },
  attachments: { useRegist: useRegistAttachments },
  flows: { useRegist: useRegistRecordSpec },
});
