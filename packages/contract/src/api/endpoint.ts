import { z } from 'zod';
import type { PermissionId } from '../domain/permissions';
import { fillPath } from './route';

/**
 * The endpoint table: every endpoint of the API is declared once, here in contract. The server
 * registers its routes from these declarations (and serialises answers through `output`), the web
 * calls them with `call(endpoint, input)`, the access and id-swap tests walk them, and
 * `npm run api:list` and `/api/openapi.json` print them.
 */

/**
 * How the request carries its input: a JSON body, a url-encoded form, a multipart upload, the query string alone,
 * or a body kept as the exact text sent (for a caller that signs those bytes, such as a payment provider).
 */
export type Encoding = 'json' | 'form' | 'multipart' | 'query' | 'text';

/** Answers that are files (or a JSON document of its own, such as OpenAPI), not the JSON envelope. */
export const BINARY_KINDS = {
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
  file: 'application/octet-stream',
  html: 'text/html',
  json: 'application/json',
} as const;
export type BinaryKind = keyof typeof BINARY_KINDS;

/** 'public': no session needed; 'session': any logged-in user; otherwise the permission the current role must hold. */
export type Access = PermissionId | 'session' | 'public';

/**
 * Kinds of owned records whose ids an endpoint takes. The id-swap test finds another party's record
 * of each kind and proves the endpoint does not let the caller reach it.
 */
export type OwnedKind =
  | 'operator'
  | 'qualification'
  | 'equipment'
  | 'attachment'
  | 'message'
  | 'unitChange'
  | 'account'
  | 'registration'
  | 'passwordReset'
  | 'importBatch'
  | 'useRegist'
  | 'regChange'
  | 'licence'
  | 'construction'
  | 'inspectionApply'
  /** A report: a concluded device line of an inspection application. */
  | 'report'
  | 'invoice'
  /** A 检验互动 thread: its unit, or the inspection body it is addressed to. */
  | 'interaction'
  | 'opinionNotice'
  /** A 委托书: its principal, or the agent it is addressed to. */
  | 'entrust'
  /** A 制造监督检验申请: its manufacturer, or the inspection body it is addressed to. */
  | 'manufacture'
  /** A 维保项目与价格 filing: its maintenance unit's. */
  | 'maintainPrice'
  /** A maintenance unit's registration: its unit. */
  | 'maintReg'
  /** A maintenance-unit change: the use unit that applies, or the maintenance unit it names once submitted. */
  | 'maintChange'
  /** A 自行维保申请: its use unit's. */
  | 'selfMaint'
  /** A safety valve of a unit's boiler or vessel. */
  | 'safetyValve'
  /** A 维保记录: the maintenance unit that entered it, or the use unit of its device. */
  | 'maintenanceRecord'
  /** An elevator rescue or fault record: its use unit, or the maintenance unit it names. */
  | 'rescue'
  | 'fault'
  /** An elevator self-test result: the testing body that recorded it, or the elevator's use unit once issued. */
  | 'selfTest'
  | 'article'
  /** The object a file belongs to (bizId): its owner is the owner of the object of type bizType. */
  | 'attachedObject'
  /** A workflow record of the kind the input names (the flow log). */
  | 'flowRecord';

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface EndpointDef {
  method: 'GET' | 'POST';
  /** Exactly as spec §7 spells it (`:name` for a path parameter). */
  path: string;
  /** What the endpoint is for, in the users' words; shown by api:list and the OpenAPI document. */
  title: string;
  /** The spec §7 line the endpoint belongs to, or why it exists beyond the spec. */
  spec: string;
  access: Access;
  encoding: Encoding;
  /** Path parameters (`:name` in path). */
  params?: AnyObject;
  /** Query string of a POST (a GET's whole input is its query string: `input`). */
  query?: AnyObject;
  /** The body of a json or form POST; the query string of a GET; the plain fields of a multipart upload. */
  input?: z.ZodType;
  /** The `data` of the JSON envelope, or the kind of file answered. */
  output: z.ZodType | BinaryKind;
  /** Input fields that carry ids of records someone owns, and of which kind. */
  owns?: Readonly<Record<string, OwnedKind>>;
  /** A GET that changes something (the spec's logout and attachment delete): it needs the same proof of origin as a POST. */
  stateChanging?: boolean;
  /** A body limit below the server's default (bytes), for a public endpoint that only ever takes a small body. */
  bodyLimit?: number;
  /**
   * Called by another system, not by our pages: the handler checks that system's signature over the body, which
   * proves where the request came from instead of our pages' header.
   */
  callerSigned?: boolean;
  /**
   * A file download (PDF, zip, Excel) that also takes a short-lived download token (`token` in the query) from
   * genToken, bound to the session, its unit and this endpoint's path: a link pasted into another browser, or
   * used after it expired, fails.
   */
  signed?: boolean;
}

/** Declares one endpoint; the literal type is kept so input and output types follow it everywhere. */
export const endpoint = <const E extends EndpointDef>(e: E): E => e;

/** A GET whose input is its query string. */
export const queryGet = { method: 'GET', encoding: 'query' } as const;
/** A file download: a GET that takes a download token too (see `signed`). */
export const signedDownload = { ...queryGet, signed: true } as const;

/** The fields of an endpoint declared from shared ones: its own win over the shared, the shared over a JSON POST's. */
type Joined<S, E> = { readonly [K in keyof JSONPost | keyof S | keyof E]: K extends keyof E ? E[K] : K extends keyof S ? S[K] : K extends keyof JSONPost ? JSONPost[K] : never };
type JSONPost = { readonly method: 'POST'; readonly encoding: 'json' };

/**
 * Declares endpoints that share fields (an area's spec line and access, often; sometimes their output and owns too):
 * each names only its own. A JSON POST unless the shared fields or its own say otherwise.
 */
export const endpointsWith =
  <const S extends Partial<EndpointDef>>(shared: S) =>
  <const E extends Partial<EndpointDef> & Pick<EndpointDef, 'path' | 'title'>>(own: E): Joined<S, E> =>
    endpoint({ method: 'POST', encoding: 'json', ...shared, ...own } as EndpointDef) as Joined<S, E>;

type InOf<S> = S extends z.ZodType ? z.input<S> : unknown;
type OutOf<S> = S extends z.ZodType ? z.output<S> : unknown;
type Merge<A, B, C> = (unknown extends A ? object : A) & (unknown extends B ? object : B) & (unknown extends C ? object : C);

/** What a caller sends: path parameters, query and body fields together (the web client puts each where it belongs). */
export type EndpointInput<E extends EndpointDef> = Merge<InOf<E['params']>, InOf<E['query']>, InOf<E['input']>>;
/** What a handler receives, after the schemas have parsed it. */
export type EndpointParsed<E extends EndpointDef> = Merge<OutOf<E['params']>, OutOf<E['query']>, OutOf<E['input']>>;
/** The envelope's `data` of a JSON endpoint. */
export type EndpointOutput<E extends EndpointDef> = E['output'] extends z.ZodType ? z.output<E['output']> : never;
/** What a handler returns for a JSON endpoint (before the output schema encodes it). */
export type EndpointResult<E extends EndpointDef> = E['output'] extends z.ZodType ? z.input<E['output']> : never;

/** An area's endpoints, keyed by a short name. */
export type EndpointGroup = Readonly<Record<string, EndpointDef>>;

/** The path with its `:name` parameters filled in from the input. */
export const pathOf = (e: EndpointDef, input: Record<string, unknown> = {}): string => fillPath(e.path, input);

/** Field names of an object schema, for splitting a caller's input into path, query and body. */
export const fieldsOf = (s: AnyObject | undefined): string[] => (s ? Object.keys(s.shape) : []);

/** The answer of a list endpoint: `{ list, count, pageNo, pageSize }` of the given row schema. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), count: z.number(), pageNo: z.number(), pageSize: z.number() });

/** An endpoint that answers nothing beyond success. */
export const nothing = z.null();
/** A count of rows acted on. */
export const countResult = z.object({ count: z.number() });
