import { defineModule } from '../../module-manifest';
import { docsHandlers } from './routes';

export const docsModule = defineModule({
  handlers: { docs: docsHandlers },
});
