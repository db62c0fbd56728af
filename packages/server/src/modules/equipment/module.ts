import { defineModule } from '../../module-manifest';
import { equipmentAttachments, pruneEquipmentTally } from './service';
import { equipmentHandlers } from './routes';

export const equipmentModule = defineModule({
  handlers: { equipment: equipmentHandlers },
  attachments: { equipment: equipmentAttachments },
  jobs: (ctx) => [{ name: 'equipmentTally.prune', everyMs: 24 * 3600_000, run: () => pruneEquipmentTally(ctx) }],
});
