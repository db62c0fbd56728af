import { defineModule } from '../../module-manifest';
import { auditHandlers } from './routes';

export const auditModule = defineModule({
  handlers: { audit: auditHandlers },
});
