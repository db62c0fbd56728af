import { defineModule } from '../../module-manifest';
import { dictHandlers } from './routes';

export const dictModule = defineModule({
  handlers: { dict: dictHandlers },
});
