import { defineModule } from '../../module-manifest';
import { maintRegHandlers } from './routes';
import { maintRegRecordSpec } from './service';

export const maintRegModule = defineModule({
  handlers: { maintReg: maintRegHandlers },
  flows: { maintReg: maintRegRecordSpec },
});
