import { defineModule } from '../../module-manifest';
import { flowLogHandlers } from './routes';

export const flowLogModule = defineModule({
  handlers: { flowLog: flowLogHandlers },
});
