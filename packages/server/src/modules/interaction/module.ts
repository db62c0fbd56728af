import { defineModule } from '../../module-manifest';
import { interactionHandlers } from './routes';
import { interactionAttachments, interactionDraftAttachments, interactionRecordSpec } from './service';

export const interactionModule = defineModule({
  handlers: { interaction: interactionHandlers },
  attachments: { interactionDraft: interactionDraftAttachments, interaction: interactionAttachments },
  flows: { interaction: interactionRecordSpec },
});
