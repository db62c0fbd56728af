import { defineModule } from '../../module-manifest';
import { registryHandlers } from './routes';

export const registryModule = defineModule({
  handlers: { registry: registryHandlers },
});
