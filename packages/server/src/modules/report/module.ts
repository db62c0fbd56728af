import { defineModule } from '../../module-manifest';
import { REF_PREFIX } from '../document/service';
import { verifyInspectionDocRef, verifyReportRef } from '../online-apply/report-service';
import { inspectionReportAttachments } from '../online-apply/service';
import { reportHandlers } from './routes';

/** The reports and documents of concluded inspections, kept with the applications in online-apply. */
export const reportModule = defineModule({
  handlers: { report: reportHandlers },
  attachments: { inspectionReport: inspectionReportAttachments },
  verifiers: { [REF_PREFIX.report]: verifyReportRef, [REF_PREFIX.inspectionDocument]: verifyInspectionDocRef },
});
