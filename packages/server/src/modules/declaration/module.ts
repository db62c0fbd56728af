import { defineModule } from '../../module-manifest';
import { declarationHandlers } from './routes';

export const declarationModule = defineModule({
  handlers: { declaration: declarationHandlers },
});
