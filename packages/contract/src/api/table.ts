import type { EndpointDef } from './endpoint';
import { articleApi } from './article';
import { attachmentApi } from './attachment';
import { dictApi } from './dict';
import { docsApi } from './docs';
import { unitApi } from './unit';
import { errorLogApi } from './error-log';
import { healthApi } from './health';
import { memberApi } from './member';
import { messageApi } from './message';
import { sessionApi, userApi } from './session';
import { smsApi } from './sms';
import { flowLogApi } from './flow-log';
import { operatorApi } from './operator';
import { registrationApi } from './account';
import { passwordResetApi } from './password-reset';
import { equipmentApi } from './equipment';

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
  flowLog: flowLogApi,
  docs: docsApi,
} as const;
export type Api = typeof API;

/** Every endpoint with its `area.name` key, in table order. */
export function listEndpoints(): Array<{ key: string; endpoint: EndpointDef }> {
  return Object.entries(API).flatMap(([area, group]) => Object.entries(group).map(([name, endpoint]) => ({ key: `${area}.${name}`, endpoint: endpoint as EndpointDef })));
}
