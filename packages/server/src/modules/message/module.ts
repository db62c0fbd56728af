import { defineModule } from '../../module-manifest';
import { messageHandlers } from './routes';

export const messageModule = defineModule({
  handlers: { message: messageHandlers },
});
