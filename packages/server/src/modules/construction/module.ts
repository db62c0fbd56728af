import { defineModule } from '../../module-manifest';
import { constructionHandlers } from './routes';
import { constructionAttachments, constructionRecordSpec } from './service';

export const constructionModule = defineModule({
  handlers: { construction: constructionHandlers },
  attachments: { construction: constructionAttachments },
  flows: { construction: constructionRecordSpec },
});
