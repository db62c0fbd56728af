import { defineModule } from '../../module-manifest';
import { REF_PREFIX } from '../document/service';
import { reportHandlers } from './report-routes';
import { verifyInspectionDocRef, verifyReportRef } from './report-service';
import { onlineApplyHandlers } from './routes';
import { inspectionApplyAttachments, inspectionApplyRecordSpec, inspectionPaymentTarget, inspectionReportAttachments } from './service';

export const inspectionModule = defineModule({
  handlers: { onlineApply: onlineApplyHandlers, report: reportHandlers },
  attachments: { inspectionApply: inspectionApplyAttachments, inspectionReport: inspectionReportAttachments },
  flows: { inspectionApply: inspectionApplyRecordSpec },
  verifiers: { [REF_PREFIX.report]: verifyReportRef, [REF_PREFIX.inspectionDocument]: verifyInspectionDocRef },
  payments: { inspection: inspectionPaymentTarget },
});
