import { defineModule } from '../../module-manifest';
import { flowLogHandlers } from './routes';

export const workflowModule = defineModule({
  handlers: { flowLog: flowLogHandlers },
});
