import { defineModule } from '../../module-manifest';
import { opinionHandlers } from './routes';
import { opinionEvidenceAttachments, opinionRecordSpec } from './service';

export const opinionModule = defineModule({
  handlers: { opinion: opinionHandlers },
  attachments: { opinionDefect: opinionEvidenceAttachments },
  flows: { opinion: opinionRecordSpec },
});
