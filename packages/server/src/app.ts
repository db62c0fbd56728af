import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { articleHandlers } from './modules/article/routes';
import { articleAttachments, articleRecord } from './modules/article/service';
import { auditHandlers } from './modules/audit/routes';
import { calendarHandlers } from './modules/calendar/routes';
import { registerAttachmentOwners } from './modules/attachment/service';
import { constructionHandlers } from './modules/construction/routes';
import { registryHandlers } from './modules/registry/routes';
import { constructionAttachments, constructionRecordSpec } from './modules/construction/service';
import { attachmentHandlers } from './modules/attachment/routes';
import { sessionHandlers } from './modules/auth/routes';
import { dictHandlers } from './modules/dict/routes';
import { documentHandlers } from './modules/document/routes';
import { docsHandlers } from './modules/docs/routes';
import { equipmentHandlers } from './modules/equipment/routes';
import { equipmentAttachments } from './modules/equipment/service';
import { errorLogHandlers } from './modules/error-log/routes';
import { healthHandlers } from './modules/health/routes';
import { licenceHandlers } from './modules/licence/routes';
import { licenceAttachments, licenceRecordSpec } from './modules/licence/service';
import { messageHandlers } from './modules/message/routes';
import { operatorHandlers } from './modules/operator/routes';
import { qualificationAttachments } from './modules/operator/service';
import { passwordResetHandlers } from './modules/password-reset/routes';
import { passwordResetRecord, resetAttachments } from './modules/password-reset/service';
import { registrationHandlers } from './modules/registration/routes';
import { accountApplyRecord, registerAttachments } from './modules/registration/service';
import { smsHandlers } from './modules/sms/routes';
import { unitHandlers } from './modules/unit/routes';
import { findUnitName, unitAttachments, unitChangeRecord } from './modules/unit/service';
import { memberHandlers } from './modules/user/member-routes';
import { userHandlers } from './modules/user/routes';
import { flowLogHandlers } from './modules/workflow/routes';
import { regChangeHandlers, terminationHandlers } from './modules/reg-change/routes';
import { regChangeAttachments, regChangeRecordSpec } from './modules/reg-change/service';
import { useRegistHandlers } from './modules/use-regist/routes';
import { useRegistAttachments, useRegistRecordSpec } from './modules/use-regist/service';
import { registerFlowRecords } from './modules/workflow/service';
import { onlineApplyHandlers } from './modules/inspection/routes';
import { reportHandlers } from './modules/inspection/report-routes';
import { verifyInspectionDocRef, verifyReportRef } from './modules/inspection/report-service';
import { REF_PREFIX, registerRefVerifiers } from './modules/document/service';
import { inspectionApplyAttachments, inspectionApplyRecordSpec, inspectionPaymentTarget, inspectionReportAttachments } from './modules/inspection/service';
import { feeHandlers } from './modules/fee/routes';
import { interactionHandlers } from './modules/interaction/routes';
import { declarationHandlers } from './modules/declaration/routes';
import { interactionAttachments, interactionDraftAttachments, interactionRecordSpec } from './modules/interaction/service';
import { reminderHandlers } from './modules/reminder/routes';
import { invoiceHandlers } from './modules/invoice/routes';
import { invoiceAttachments, invoiceRecordSpec } from './modules/invoice/service';
import { opinionHandlers } from './modules/opinion/routes';
import { opinionEvidenceAttachments, opinionRecordSpec } from './modules/opinion/service';
import { downloadTokenHandlers } from './modules/download-token/routes';
import { entrustHandlers, registrationMethodHandlers } from './modules/entrust/routes';
import { entrustAttachments, entrustRecordSpec } from './modules/entrust/service';
import { manufactureHandlers } from './modules/manufacture/routes';
import { MFG_CERT_REF, mfgAttachments, mfgRecordSpec, verifyCertRef } from './modules/manufacture/service';
import { maintainPriceHandlers, maintainProjectHandlers } from './modules/maintain-price/routes';
import { maintainPriceRecordSpec } from './modules/maintain-price/service';
import { maintRegHandlers } from './modules/maint-unit/routes';
import { maintRegRecordSpec } from './modules/maint-unit/service';
import { maintChangeHandlers, selfMaintHandlers } from './modules/maint-change/routes';
import { selfMaintAttachments, selfMaintRecordSpec } from './modules/maint-change/self-maint-service';
import { maintChangeAttachments, maintChangeRecordSpec } from './modules/maint-change/service';
import { safetyValveHandlers } from './modules/safety-valve/routes';
import { maintenanceHandlers } from './modules/maintenance/routes';
import { maintenanceRecordSpec } from './modules/maintenance/service';
import { faultHandlers, rescueHandlers } from './modules/rescue/routes';
import { faultAttachments, faultRecordSpec, rescueAttachments, rescueRecordSpec } from './modules/rescue/service';
import { selfTestHandlers } from './modules/self-test/routes';
import { selfTestAttachments, selfTestRecordSpec } from './modules/self-test/service';
import { paymentHandlers } from './modules/payment/routes';
import { registerPaymentTarget } from './modules/payment/service';
import { authPlugin } from './platform/auth/plugin';
import { isApiPath } from './platform/http/api-paths';
import { registerApi } from './platform/http/endpoints';
import { installErrorHandler } from './platform/http/error-handler';
import { installSecurityHeaders } from './platform/http/security-headers';
import { compiledSerializer } from './platform/http/serializer';
import { serveWeb } from './platform/web/static';

export interface BuildOptions {
  logger?: boolean;
  /** Serve the built web app (main does; API tests do not need it). */
  web?: boolean;
}

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Builds the whole server; main.ts and every API test use this same function. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: ctx.config.logLevel, redact: ['req.headers.cookie'] } : false,
    // A hop count trusts the nearest N proxies (the function form of the same rule, as Fastify's types ask).
    trustProxy: typeof ctx.config.trustProxy === 'number' ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);
  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: ctx.config.attachmentMaxBytes, files: 10, fields: 20, fieldSize: 1024 } });
  await app.register(authPlugin, { config: ctx.config, db: ctx.db, signSecret: ctx.documentRefKey });
  // Collects the routes as they are registered; the document is built on its first request (docs.openapi).
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: { title: ctx.config.title, version: '1' } },
    transform: (doc) => (isApiPath(doc.url) ? jsonSchemaTransform(doc) : { schema: { hide: true }, url: doc.url }),
  });

  // Who may attach to and read the files of each object type, from the module that owns the objects.
  registerAttachmentOwners({
    rules: {
      unit: unitAttachments,
      article: articleAttachments,
      register: registerAttachments,
      resetPassword: resetAttachments,
      qualification: qualificationAttachments,
      equipment: equipmentAttachments,
      useRegist: useRegistAttachments,
      regChange: regChangeAttachments,
      licence: licenceAttachments,
      construction: constructionAttachments,
      inspectionApply: inspectionApplyAttachments,
      inspectionReport: inspectionReportAttachments,
      invoice: invoiceAttachments,
      interactionDraft: interactionDraftAttachments,
      interaction: interactionAttachments,
      opinionDefect: opinionEvidenceAttachments,
      entrust: entrustAttachments,
      manufacture: mfgAttachments,
      maintChange: maintChangeAttachments,
      selfMaint: selfMaintAttachments,
      rescue: rescueAttachments,
      fault: faultAttachments,
      selfTest: selfTestAttachments,
    },
    unitName: findUnitName,
  });
  // Each kind of workflow record, from the module that owns it: where it lives and who may see its log (and the unit
  // module's name lookup for the log's actor).
  registerFlowRecords(
    {
      accountApply: accountApplyRecord,
      passwordReset: passwordResetRecord,
      unitChange: unitChangeRecord,
      article: articleRecord,
      useRegist: useRegistRecordSpec,
      regChange: regChangeRecordSpec,
      licence: licenceRecordSpec,
      construction: constructionRecordSpec,
      inspectionApply: inspectionApplyRecordSpec,
      invoice: invoiceRecordSpec,
      interaction: interactionRecordSpec,
      opinion: opinionRecordSpec,
      entrust: entrustRecordSpec,
      manufacture: mfgRecordSpec,
      maintainPrice: maintainPriceRecordSpec,
      maintReg: maintRegRecordSpec,
      maintChange: maintChangeRecordSpec,
      selfMaint: selfMaintRecordSpec,
      maintenanceRecord: maintenanceRecordSpec,
      rescue: rescueRecordSpec,
      fault: faultRecordSpec,
      selfTest: selfTestRecordSpec,
    },
    findUnitName,
  );

  // Documents of other modules that the one verification page answers for, by their reference's prefix.
  registerRefVerifiers({ [REF_PREFIX.report]: verifyReportRef, [REF_PREFIX.inspectionDocument]: verifyInspectionDocRef, [MFG_CERT_REF]: verifyCertRef });

  // What each kind of order pays for, from the module that sells it.
  registerPaymentTarget('inspection', inspectionPaymentTarget);

  // Spec §7, area by area.
  registerApi(app, ctx, {
    dict: dictHandlers,
    attachment: attachmentHandlers,
    unit: unitHandlers,
    article: articleHandlers,
    health: healthHandlers,
    session: sessionHandlers,
    user: userHandlers,
    errorLog: errorLogHandlers,
    message: messageHandlers,
    sms: smsHandlers,
    member: memberHandlers,
    operator: operatorHandlers,
    registration: registrationHandlers,
    passwordReset: passwordResetHandlers,
    equipment: equipmentHandlers,
    useRegist: useRegistHandlers,
    document: documentHandlers,
    regChange: regChangeHandlers,
    termination: terminationHandlers,
    flowLog: flowLogHandlers,
    docs: docsHandlers,
    audit: auditHandlers,
    calendar: calendarHandlers,
    licence: licenceHandlers,
    construction: constructionHandlers,
    registry: registryHandlers,
    onlineApply: onlineApplyHandlers,
    fee: feeHandlers,
    payment: paymentHandlers,
    reminder: reminderHandlers,
    report: reportHandlers,
    invoice: invoiceHandlers,
    interaction: interactionHandlers,
    declaration: declarationHandlers,
    opinion: opinionHandlers,
    downloadToken: downloadTokenHandlers,
    entrust: entrustHandlers,
    registrationMethod: registrationMethodHandlers,
    manufacture: manufactureHandlers,
    maintainProject: maintainProjectHandlers,
    maintainPrice: maintainPriceHandlers,
    maintReg: maintRegHandlers,
    maintChange: maintChangeHandlers,
    selfMaint: selfMaintHandlers,
    safetyValve: safetyValveHandlers,
    maintenance: maintenanceHandlers,
    rescue: rescueHandlers,
    fault: faultHandlers,
    selfTest: selfTestHandlers,
  });

  await serveWeb(app, opts.web ? ctx.config.webDir : null);
  return app;
}
