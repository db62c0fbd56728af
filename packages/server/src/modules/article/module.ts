import { defineModule } from '../../module-manifest';
import { articleHandlers } from './routes';
import { articleAttachments, articleRecord } from './service';

export const articleModule = defineModule({
  handlers: { article: articleHandlers },
  attachments: { article: articleAttachments },
  flows: { article: articleRecord },
});
