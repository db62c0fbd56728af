import type { EndpointDef, EndpointInput, EndpointOutput } from './endpoint';
import { articleApi } from './article';
import { auditApi } from './audit';
import { attachmentApi } from './attachment';
import { dictApi } from './dict';
import { docsApi } from './docs';
import { unitApi } from './unit';
import { errorLogApi } from './error-log';
import { healthApi } from './health';
import { memberApi } from './member';
import { messageApi } from './message';
import { sessionApi } from './session';
import { userApi } from './user';
import { smsApi } from './sms';
import { flowLogApi } from './flow-log';
import { operatorApi } from './operator';
import { registrationApi } from './registration';
import { passwordResetApi } from './password-reset';
import { equipmentApi } from './equipment';
import { regChangeApi } from './reg-change';
import { terminationApi } from './termination';
import { useRegistApi } from './use-regist';
import { documentApi } from './document';
import { calendarApi } from './calendar';
import { licenceApi } from './licence';
import { constructionApi } from './construction';
import { registryApi } from './registry';
import { paymentApi } from './payment';
import { onlineApplyApi } from './online-apply';
import { feeApi } from './fee';
import { reminderApi } from './reminder';
import { reportApi } from './report';
import { invoiceApi } from './invoice';
import { interactionApi } from './interaction';
import { declarationApi } from './declaration';
import { opinionApi } from './opinion';
import { downloadTokenApi } from './download-token';
import { entrustApi } from './entrust';
import { registrationMethodApi } from './registration-method';
import { manufactureApi } from './manufacture';
import { maintainPriceApi } from './maintain-price';
import { maintainProjectApi } from './maintain-project';
import { maintChangeApi } from './maint-change';
import { maintRegApi } from './maint-reg';
import { safetyValveApi } from './safety-valve';
import { maintenanceApi } from './maintenance';
import { rescueApi } from './rescue';
import { faultApi } from './fault';
import { selfTestApi } from './self-test';
import { selfMaintApi } from './self-maint';

/** The whole API, area by area: the one place an endpoint is declared (see endpoint.ts). */
export const API = {
  dict: dictApi,
  attachment: attachmentApi,
  unit: unitApi,
  article: articleApi,
  health: healthApi,
  session: sessionApi,
  user: userApi,
  errorLog: errorLogApi,
  message: messageApi,
  sms: smsApi,
  member: memberApi,
  operator: operatorApi,
  registration: registrationApi,
  passwordReset: passwordResetApi,
  equipment: equipmentApi,
  useRegist: useRegistApi,
  document: documentApi,
  regChange: regChangeApi,
  termination: terminationApi,
  flowLog: flowLogApi,
  docs: docsApi,
  audit: auditApi,
  calendar: calendarApi,
  licence: licenceApi,
  construction: constructionApi,
  registry: registryApi,
  payment: paymentApi,
  onlineApply: onlineApplyApi,
  fee: feeApi,
  reminder: reminderApi,
  report: reportApi,
  invoice: invoiceApi,
  interaction: interactionApi,
  declaration: declarationApi,
  opinion: opinionApi,
  downloadToken: downloadTokenApi,
  entrust: entrustApi,
  registrationMethod: registrationMethodApi,
  manufacture: manufactureApi,
  maintainProject: maintainProjectApi,
  maintainPrice: maintainPriceApi,
  maintReg: maintRegApi,
  maintChange: maintChangeApi,
  selfMaint: selfMaintApi,
  safetyValve: safetyValveApi,
  maintenance: maintenanceApi,
  rescue: rescueApi,
  fault: faultApi,
  selfTest: selfTestApi,
} as const;
export type Api = typeof API;

/** Every endpoint with its `area.name` key, in table order. */
export function listEndpoints(): Array<{ key: string; endpoint: EndpointDef }> {
  return Object.entries(API).flatMap(([area, group]) => Object.entries(group).map(([name, endpoint]) => ({ key: `${area}.${name}`, endpoint: endpoint as EndpointDef })));
}

/** The `area.name` key of every endpoint, as routes.gen.ts and the web's `call` name them. */
export type EndpointKey = { [A in keyof Api]: `${A & string}.${keyof Api[A] & string}` }[keyof Api];
/** The endpoint a key names, for its input and output types. */
export type EndpointAt<K extends EndpointKey> = K extends `${infer A extends keyof Api}.${infer N}` ? (N extends keyof Api[A] ? Api[A][N] : never) : never;
/** What an endpoint takes, as the table declares it. */
export type In<K extends EndpointKey> = EndpointInput<EndpointAt<K>>;
/** What an endpoint answers. */
export type Out<K extends EndpointKey> = EndpointOutput<EndpointAt<K>>;
