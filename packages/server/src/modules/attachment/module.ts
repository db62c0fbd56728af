import { defineModule } from '../../module-manifest';
import { attachmentHandlers } from './routes';

export const attachmentModule = defineModule({
  handlers: { attachment: attachmentHandlers },
});
