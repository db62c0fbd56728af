import { defineModule } from '../../module-manifest';
import { terminationHandlers } from './routes';

export const terminationModule = defineModule({
  handlers: { termination: terminationHandlers },
});
