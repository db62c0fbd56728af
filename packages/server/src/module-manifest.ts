import type { AttachmentBizType, FlowKind, PayPurpose } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import type { AttachmentRule } from './modules/attachment/service';
import type { RefVerifier } from './modules/document/service';
import type { PaymentTarget } from './modules/payment/service';
import type { FlowRecordSpec } from './modules/workflow/service';
import type { ApiHandlers } from './platform/http/endpoints';
import type { Job } from './platform/jobs/scheduler';

/**
 * What one module brings to the portal, declared in its module.ts: the handlers of the API areas it answers, who may
 * read and attach the files of its objects, its workflow records, the references of its documents it verifies, the
 * payments it sells, and its background jobs. `modules.ts` lists every manifest.
 */
export interface ModuleManifest {
  handlers: Partial<ApiHandlers>;
  attachments?: Partial<Record<AttachmentBizType, AttachmentRule>>;
  flows?: Partial<Record<FlowKind, FlowRecordSpec>>;
  /** By reference prefix: the one verification page hands a `<prefix>:<id>` reference to its module. */
  verifiers?: Readonly<Record<string, RefVerifier>>;
  payments?: Partial<Record<PayPurpose, PaymentTarget>>;
  jobs?: (ctx: AppContext, log: FastifyBaseLogger) => Job[];
}

/** Keeps a manifest's own keys in its type, so the list can prove every area, flow and object type has its module. */
export const defineModule = <const M extends ModuleManifest>(manifest: M): M => manifest;

/** What the modules declared, put together once per app: the engines (workflow, attachments, payments, verification) read it from the context. */
export interface ModuleRegistry {
  attachments: Readonly<Record<AttachmentBizType, AttachmentRule>>;
  flows: Readonly<Record<FlowKind, FlowRecordSpec>>;
  /** By reference prefix; a reference without one is the registry's own document. */
  verifiers: ReadonlyMap<string, RefVerifier>;
  payments: Readonly<Record<PayPurpose, PaymentTarget>>;
  /** A unit's name (the unit module's lookup), for the flow log's actor and the phone upload page. */
  unitName: (ctx: AppContext, unitId: string) => Promise<string>;
}
