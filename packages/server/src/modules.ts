import type { AttachmentBizType, FlowKind, PayPurpose } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import type { ModuleManifest, ModuleRegistry } from './module-manifest';
import { dictModule } from './modules/dict/module';
import { attachmentModule } from './modules/attachment/module';
import { unitModule } from './modules/unit/module';
import { articleModule } from './modules/article/module';
import { healthModule } from './modules/health/module';
import { sessionModule } from './modules/session/module';
import { userModule } from './modules/user/module';
import { memberModule } from './modules/member/module';
import { errorLogModule } from './modules/error-log/module';
import { messageModule } from './modules/message/module';
import { smsModule } from './modules/sms/module';
import { operatorModule } from './modules/operator/module';
import { registrationModule } from './modules/registration/module';
import { passwordResetModule } from './modules/password-reset/module';
import { equipmentModule } from './modules/equipment/module';
import { useRegistModule } from './modules/use-regist/module';
import { documentModule } from './modules/document/module';
import { regChangeModule } from './modules/reg-change/module';
import { terminationModule } from './modules/termination/module';
import { flowLogModule } from './modules/flow-log/module';
import { docsModule } from './modules/docs/module';
import { auditModule } from './modules/audit/module';
import { calendarModule } from './modules/calendar/module';
import { licenceModule } from './modules/licence/module';
import { constructionModule } from './modules/construction/module';
import { registryModule } from './modules/registry/module';
import { onlineApplyModule } from './modules/online-apply/module';
import { reportModule } from './modules/report/module';
import { feeModule } from './modules/fee/module';
import { paymentModule } from './modules/payment/module';
import { reminderModule } from './modules/reminder/module';
import { invoiceModule } from './modules/invoice/module';
import { interactionModule } from './modules/interaction/module';
import { declarationModule } from './modules/declaration/module';
import { opinionModule } from './modules/opinion/module';
import { downloadTokenModule } from './modules/download-token/module';
import { entrustModule } from './modules/entrust/module';
import { registrationMethodModule } from './modules/registration-method/module';
import { manufactureModule } from './modules/manufacture/module';
import { maintainProjectModule } from './modules/maintain-project/module';
import { maintainPriceModule } from './modules/maintain-price/module';
import { maintRegModule } from './modules/maint-reg/module';
import { maintChangeModule } from './modules/maint-change/module';
import { selfMaintModule } from './modules/self-maint/module';
import { safetyValveModule } from './modules/safety-valve/module';
import { maintenanceModule } from './modules/maintenance/module';
import { rescueModule } from './modules/rescue/module';
import { faultModule } from './modules/fault/module';
import { selfTestModule } from './modules/self-test/module';
import { findUnitName } from './modules/unit/service';
import type { ApiHandlers } from './platform/http/endpoints';
import type { Job } from './platform/jobs/scheduler';

/** Every module of the portal, by its folder under modules/: app.ts and the context are built from this list. */
export const MODULES = {
  dict: dictModule,
  attachment: attachmentModule,
  unit: unitModule,
  article: articleModule,
  health: healthModule,
  session: sessionModule,
  user: userModule,
  member: memberModule,
  'error-log': errorLogModule,
  message: messageModule,
  sms: smsModule,
  operator: operatorModule,
  registration: registrationModule,
  'password-reset': passwordResetModule,
  equipment: equipmentModule,
  'use-regist': useRegistModule,
  document: documentModule,
  'reg-change': regChangeModule,
  termination: terminationModule,
  'flow-log': flowLogModule,
  docs: docsModule,
  audit: auditModule,
  calendar: calendarModule,
  licence: licenceModule,
  construction: constructionModule,
  registry: registryModule,
  'online-apply': onlineApplyModule,
  report: reportModule,
  fee: feeModule,
  payment: paymentModule,
  reminder: reminderModule,
  invoice: invoiceModule,
  interaction: interactionModule,
  declaration: declarationModule,
  opinion: opinionModule,
  'download-token': downloadTokenModule,
  'registration-method': registrationMethodModule,
  entrust: entrustModule,
  manufacture: manufactureModule,
  'maintain-price': maintainPriceModule,
  'maintain-project': maintainProjectModule,
  'maint-reg': maintRegModule,
  'maint-change': maintChangeModule,
  'self-maint': selfMaintModule,
  'safety-valve': safetyValveModule,
  maintenance: maintenanceModule,
  fault: faultModule,
  rescue: rescueModule,
  'self-test': selfTestModule,
} satisfies Record<string, ModuleManifest>;

type Manifest = (typeof MODULES)[keyof typeof MODULES];
/** What the manifests declare under one key, merged: each manifest's part, or nothing where it declares none. */
type Declared<K extends keyof ModuleManifest> = UnionToIntersection<Manifest extends infer M ? (M extends { [P in K]: infer V } ? V : Record<never, never>) : never>;
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

const merged = <K extends 'handlers' | 'attachments' | 'flows' | 'verifiers' | 'payments'>(key: K) =>
  Object.assign({}, ...Object.values(MODULES).map((m: ModuleManifest) => m[key] ?? {})) as Declared<K>;

// The compiler refuses a list that leaves an API area, an attachment object type, a workflow record kind or a payment
// purpose without its module.
export const apiHandlers: ApiHandlers = merged('handlers');
const attachments: Record<AttachmentBizType, ModuleRegistry['attachments'][AttachmentBizType]> = merged('attachments');
const flows: Record<FlowKind, ModuleRegistry['flows'][FlowKind]> = merged('flows');
const payments: Record<PayPurpose, ModuleRegistry['payments'][PayPurpose]> = merged('payments');
const verifiers = new Map(Object.entries(merged('verifiers')));

/** What the modules declared, for one app's context. */
export const moduleRegistry = (): ModuleRegistry => ({ attachments, flows, payments, verifiers, unitName: findUnitName });

/** The modules' background jobs. */
export const moduleJobs = (ctx: AppContext, log: FastifyBaseLogger): Job[] => Object.values(MODULES).flatMap((m: ModuleManifest) => m.jobs?.(ctx, log) ?? []);

/** The module answering each API area, for `npm run api:list`. */
export const moduleOfArea = (area: string): string | undefined => Object.entries(MODULES).find(([, m]) => area in m.handlers)?.[0];
