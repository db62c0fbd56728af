import { defineModule } from '../../module-manifest';
import { documentHandlers } from './routes';

export const documentModule = defineModule({
  handlers: { document: documentHandlers },
});
