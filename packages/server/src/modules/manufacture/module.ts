import { defineModule } from '../../module-manifest';
import { manufactureHandlers } from './routes';
import { MFG_CERT_REF, mfgAttachments, mfgRecordSpec, verifyCertRef } from './service';

export const manufactureModule = defineModule({
  handlers: { manufacture: manufactureHandlers },
  attachments: { manufacture: mfgAttachments },
  flows: { manufacture: mfgRecordSpec },
  verifiers: { [MFG_CERT_REF]: verifyCertRef },
});
