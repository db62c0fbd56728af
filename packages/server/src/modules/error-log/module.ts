import { defineModule } from '../../module-manifest';
import { errorLogHandlers } from './routes';

export const errorLogModule = defineModule({
  handlers: { errorLog: errorLogHandlers },
});
