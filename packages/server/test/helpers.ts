import { API, listEndpoints, pathOf, type EndpointDef, type EndpointKey, type In, type Out } from '@portal/contract';
import { createCanvas } from '@napi-rs/canvas';
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { createContext, type AppContext } from '../src/context';
import { hashPassword } from '../src/platform/crypto/password';
import { sm2Encrypt } from '../src/platform/crypto/sm2';
import { openDatabase, type Database } from '../src/platform/db';
import { addDays, chinaToday, newId, nowIso } from '../src/platform/ids';
import { copyDataDir, databaseUrl, onPgServer, PG_SCHEMA, seedAndBuild, sqliteImage, testSettings, uniqueName } from './support/demo-template';

/** Which database this run tests: the server-pg project sets TEST_DB_KIND=postgres. */
export const DB_KIND = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  config: Config;
  /** The PostgreSQL schema the test's tables live in; none on SQLite. */
  pgSchema?: string;
  close(): Promise<void>;
}

/** Settings that do not change what the demo seed writes: a suite that sets only these starts from the shared seeded copy. */
const SEED_NEUTRAL = new Set(['CAPTCHA', 'TRUST_PROXY', 'WEB_DIR', 'ATTACHMENT_MAX_MB', 'PUBLIC_BASE_URL', 'SMS_PROVIDER', 'SMS_GATEWAY_URL']);
const seedNeutral = (env: Record<string, string>) => Object.keys(env).every((k) => SEED_NEUTRAL.has(k) || k.startsWith('SSO_'));

/**
 * A whole server on a fresh database with the demo data: SQLite in memory, or a database of its own
 * on the PostgreSQL of TEST_DATABASE_URL. It is a copy of the demo the run seeded once, unless the
 * settings change what the seed writes; then it is seeded anew.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { web?: boolean } = {}): Promise<TestApp> {
  const template = seedNeutral(env) ? inject('demoTemplate') : undefined;
  const dataDir = template ? copyDataDir(template) : mkdtempSync(join(tmpdir(), 'portal-test-'));
  const config = testSettings(dataDir, env);
  let db: Database;
  let dropDatabase = async () => {};
  let pgSchema: string | undefined;
  if (DB_KIND === 'postgres') {
    const database = uniqueName('t');
    await onPgServer(template?.kind === 'postgres' ? `create database ${database} template ${template.database}` : `create database ${database}`);
    config.database = { kind: 'postgres', url: databaseUrl(process.env.TEST_DATABASE_URL!, database) };
    db = openDatabase(config.database, { pgSchema: (pgSchema = PG_SCHEMA) });
    if (!template) await sql`create schema ${sql.id(PG_SCHEMA)}`.execute(db);
    // Plain drop waits for the closed pool's connections to end; forcing would cut them mid-goodbye.
    dropDatabase = () => onPgServer(`drop database if exists ${database}`).catch(() => onPgServer(`drop database if exists ${database} with (force)`));
  } else db = openDatabase(config.database, template?.kind === 'sqlite' ? { sqliteImage: sqliteImage(template) } : {});
  const { ctx, app } = template ? { ctx: await createContext(config, db), app: undefined } : await seedAndBuild(config, db, pgSchema, opts);
  const built = app ?? (await buildApp(ctx, { web: opts.web }));
  await built.ready();
  return {
    app: built,
    ctx,
    db,
    config,
    pgSchema,
    async close() {
      await built.close();
      await db.destroy();
      await dropDatabase();
    },
  };
}

/**
 * A second server on the same database and data directory, as another process started with the
 * same settings would be (nothing migrated or seeded). Close it before the first. The first must
 * not use an in-memory SQLite database.
 */
export async function joinTestApp(first: TestApp): Promise<TestApp> {
  const db = openDatabase(first.config.database, first.pgSchema ? { pgSchema: first.pgSchema } : {});
  const ctx = await createContext(first.config, db);
  const app = await buildApp(ctx, {});
  await app.ready();
  return {
    app,
    ctx,
    db,
    config: first.config,
    pgSchema: first.pgSchema,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'Admin@123456',
  caiwu: 'Caiwu@123456',
  demo: 'Demo@123456',
  demo2: 'Demo2@123456',
  inspector: 'Jianyan@123456',
  jiance: 'Jiance@123456',
  legacy: 'legacy123',
  registry: 'Dengji@123456',
  shigong: 'Shigong@123456',
  weibao: 'Weibao@123456',
  zhizao: 'Zhizao@123456',
};

/** Headers our pages send on every state-changing call. */
export const AJAX = { 'x-requested-with': 'XMLHttpRequest' } as const;

export interface Caller {
  cookie: string;
  /** The session's secret ids, as its cookies carry them. */
  sessionid: string;
  extendSessionId: string;
}

/** Posts the login form the way the browser does (url-encoded, SM2-encrypted password). */
export function postLogin(t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/a/login',
    headers: { ...AJAX, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ __ajax: 'true', ...fields }).toString(),
  });
}

export const encrypt = (t: TestApp, plain: string) => sm2Encrypt(plain, t.ctx.sm2.publicKey);

/** Logs in a demo account and returns the cookie header that carries its session. */
export async function loginAs(t: TestApp, loginName: string, password = DEMO_PASSWORDS[loginName]): Promise<Caller> {
  const res = await postLogin(t, { username: loginName, password: encrypt(t, password), validateCode: '' });
  const body = res.json();
  if (!body.success) throw new Error(`login ${loginName} failed: ${body.errorMsg}`);
  const cookie = (name: string) => res.cookies.find((c) => c.name === name)?.value ?? '';
  return { cookie: cookieHeader(res), sessionid: cookie('portal_sid'), extendSessionId: cookie('portal_esid') };
}

/** The cookies a response set, as a request Cookie header. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** A JSON call as a logged-in page makes it. */
export function call(t: TestApp, who: Caller | null, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...AJAX, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : method === 'POST' ? { payload: {} } : {}),
  });
}

export interface UploadFile {
  name?: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart body as a browser sends it: fields first, then the files. */
export function multipart(fields: Record<string, string>, files: UploadFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Smallest real files of each accepted kind, and some that only pretend to be. */
export const SAMPLE = {
  png: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  jpeg: createCanvas(8, 8).encodeSync('jpeg', 90),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

/** Where an attachment goes: the record it belongs to and the kind of paper it is. */
export interface AttachTarget {
  bizType: string;
  bizId: string;
  kind: string;
}

/** Uploads one file to a record as the pages' file pickers do; the file is `<kind>.pdf` unless the test names another. */
export function uploadTo(t: TestApp, who: Caller, target: AttachTarget, file: Partial<UploadFile> = {}): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart({ ...target }, [{ filename: `${target.kind}.pdf`, content: SAMPLE.pdf, ...file }]);
  return t.app.inject({ method: 'POST', url: '/a/stone/attachment/upload', payload, headers: { ...AJAX, ...headers, cookie: who.cookie } });
}

/** How many items the caller's to-do list counts for one page (0 when the page is not listed). */
export async function todoCount(t: TestApp, who: Caller, page: string): Promise<number> {
  const todos = (await call(t, who, 'GET', '/a/stone/flowLog/todo')).json().data as Array<{ page: string; count: number }>;
  return todos.find((x) => x.page === page)?.count ?? 0;
}

/** The unit a demo account belongs to. */
export const unitOf = async (t: TestApp, login: string) => (await t.db.selectFrom('users').select('unit_id').where('login_name', '=', login).executeTakeFirstOrThrow()).unit_id;

/** The first inspection application a demo account's unit made of those in a state (the demo data holds some in each). */
export const inspectionApplyOf = (t: TestApp, login: string, state: string) =>
  t.db
    .selectFrom('inspection_applies as a')
    .innerJoin('users as u', 'u.unit_id', 'a.unit_id')
    .select(['a.id', 'a.version'])
    .where('u.login_name', '=', login)
    .where('a.state', '=', state)
    .orderBy('a.created_at')
    .executeTakeFirstOrThrow();

/** What an inspection body's clerk fills in to accept an application: the acceptance number and who inspects. */
export const acceptanceOf = (a: { id: string; version: number; applyNo: string }, prefix: string, department = '机电检验部') => ({
  id: a.id,
  version: a.version,
  acceptNo: `${prefix}-${a.applyNo}`,
  department,
  inspectorName: '王检',
  inspectorPhone: '0574-87260011',
});

/** The messages an account received under one title: their text and the page they link to. */
export const messagesOf = (t: TestApp, login: string, title: string) =>
  t.db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.content', 'm.link'])
    .where('u.login_name', '=', login)
    .where('m.title', '=', title)
    .execute();

/** A PDF's text as poppler's pdftotext reads it (the caller checks pdftotext is installed). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'a.pdf'), '-']).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends a code to a phone (the resend limit lifted) and reads it from the outbox, as the phone would receive it. */
export async function sendSmsCode(t: TestApp, mobile: string, purpose: string): Promise<string> {
  await t.db.deleteFrom('rate_limits').where('key', '=', `smsResend:${mobile}`).execute();
  await call(t, null, 'POST', `/a/stone/common/smsAuthCode/${mobile}/${purpose}`, { consent: true });
  const row = await t.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return /验证码：(\d{6})/.exec(row.content)![1];
}

/** Proves a phone the way a page does: send a code, read it from the outbox, check it. */
export async function smsTicket(t: TestApp, mobile: string, purpose: string): Promise<string> {
  const code = await sendSmsCode(t, mobile, purpose);
  return (await call(t, null, 'POST', '/a/stone/common/checkSmsAuthCode', { mobile, purpose, code })).json().data.smsTicket;
}

export type Reply<T> = { statusCode: number; json(): { success: boolean; data: T; errorMsg?: string; code?: string } };

/** A list endpoint's answer. */
export type Page<T> = { list: T[]; count: number };

/**
 * POSTs to the endpoints under one path by name, the answer typed as the test reads it (D unless it says).
 * `t` is read at each call, so a suite's server made by suiteApp may be passed before it has started.
 */
export const apiOf =
  <D = unknown>(t: TestApp, base: string) =>
  <T = D>(who: Caller | null, name: string, body: object = {}): Promise<Reply<T>> =>
    call(t, who, 'POST', `${base}/${name}`, body);

/** The envelope's data of a success; a refusal fails the test with its message. */
export async function dataOf<T>(res: Promise<Reply<T>>): Promise<T> {
  const body = (await res).json();
  if (!body.success) throw new Error(body.errorMsg);
  return body.data;
}

/** The message of a refusal ('' when it succeeded). */
export const refusalOf = async (res: Promise<Reply<unknown>>): Promise<string> => (await res).json().errorMsg ?? '';

/** Uploads material for an application without a session, through the signed upload tokens; returns the draft id. */
export async function uploadSigned(t: TestApp, purpose: 'register' | 'resetPassword', kinds: string[], draftId?: string): Promise<string> {
  const sign = (await call(t, null, 'POST', '/a/stone/common/uploadSign', { purpose, ...(draftId ? { draftId } : {}) })).json().data;
  for (const kind of kinds) {
    const { payload, headers } = multipart({}, [{ filename: `${kind}.pdf`, content: SAMPLE.pdf }]);
    const res = await t.app.inject({ method: 'POST', url: `/a/stone/common/mobileUpload?token=${sign.tokens[kind]}`, payload, headers: { ...AJAX, ...headers } });
    if (!res.json().success) throw new Error(`upload ${kind} failed: ${res.json().errorMsg}`);
  }
  return sign.draftId;
}

/** A request to an endpoint the way the web client sends it: path parameters filled, the rest in the query or body. */
export function send(t: TestApp, e: EndpointDef, who: Caller | null, input: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const url = pathOf(e, input);
  const headers = { ...AJAX, ...(who ? { cookie: who.cookie } : {}) };
  const inQuery = new Set([...Object.keys(e.query?.shape ?? {}), ...(e.method === 'GET' ? Object.keys(input) : [])]);
  const query = Object.fromEntries(
    Object.entries(input)
      .filter(([k]) => inQuery.has(k))
      .map(([k, v]) => [k, String(v)]),
  );
  const body = Object.fromEntries(Object.entries(input).filter(([k]) => !inQuery.has(k)));
  if (e.encoding === 'multipart') {
    const m = multipart(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), [{ filename: 'a.pdf', content: SAMPLE.pdf }]);
    return t.app.inject({ method: e.method, url, query, headers: { ...headers, ...m.headers }, payload: m.payload });
  }
  if (e.method === 'GET') return t.app.inject({ method: 'GET', url, query, headers });
  if (e.encoding === 'form')
    return t.app.inject({
      method: 'POST',
      url,
      query,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as Record<string, string>).toString(),
    });
  return t.app.inject({ method: 'POST', url, query, headers, payload: body });
}

/** The endpoint an `area.name` key names in the contract's table. */
export const endpointAt = (key: EndpointKey): EndpointDef => {
  const found = listEndpoints().find((x) => x.key === key);
  if (!found) throw new Error(`no endpoint ${key}`);
  return found.endpoint;
};

/** A call as the web client makes it, by the endpoint's key: the input is checked against the table, the answer typed by it. */
export const request = <K extends EndpointKey>(t: TestApp, who: Caller | null, key: K, input?: In<K>): Promise<LightMyRequestResponse & Reply<Out<K>>> =>
  send(t, endpointAt(key), who, input ?? {});

/** The same call with input the table's types would not let through: what a hostile or broken client sends. */
export const requestRaw = (t: TestApp, who: Caller | null, key: EndpointKey, input: object = {}): Promise<LightMyRequestResponse> =>
  send(t, endpointAt(key), who, input as Record<string, unknown>);

/** The fields of a registration application as the form sends them (a maintenance company in 北仑); `over` changes any. */
export const applicationFields = (over: Record<string, unknown> = {}) => ({
  unitName: '宁波北仑港城电梯工程有限公司',
  uscc: '91330206MA2D4E6F35',
  unitType: 'maintain',
  areaCode: '330206',
  address: '宁波市北仑区新碶街道明州路1号',
  postalCode: '315800',
  legalPerson: '赵海',
  contactPerson: '钱江',
  mobile: '13600000001',
  phone: '0574-86880000',
  email: 'gc-dt@example.cn',
  loginName: 'BLgangcheng',
  ...over,
});

/**
 * A download-token request as the web client makes it (api/signed.ts): the clock SM4-CBC encrypted under the
 * session's key, the whole HMAC-SM3'd under its other half. `over` lets a test send a stale clock or a used number.
 */
export function tokenRequest(signKeyHex: string, purpose: string, over: { clock?: number; randomNum?: string } = {}) {
  const key = Buffer.from(signKeyHex, 'hex');
  const iv = randomBytes(16);
  const sm4 = createCipheriv('sm4-cbc', key.subarray(0, 16), iv);
  const cipher = Buffer.concat([iv, sm4.update(String(over.clock ?? Date.now())), sm4.final()]).toString('hex');
  const randomNum = over.randomNum ?? randomBytes(16).toString('hex');
  const mac = createHmac('sm3', key.subarray(16)).update(`${randomNum}.${purpose}.${cipher}`).digest('hex');
  return { randomNum, cipher, mac, purpose };
}

/** The caller's session key for token requests, as the user's info hands it to the page. */
export const signKeyOf = async (t: TestApp, who: Caller): Promise<string> => (await dataOf<{ user: { signKey: string } }>(call(t, who, 'GET', '/a/stone/user/info'))).user.signKey;

/** A download token for one endpoint path, asked the way the page asks. */
export async function downloadToken(t: TestApp, who: Caller, path: string): Promise<string> {
  const body = tokenRequest(await signKeyOf(t, who), path);
  return (await dataOf<{ token: string }>(send(t, API.downloadToken.genToken, who, body))).token;
}

/** A signed download (a PDF, zip or Excel endpoint) by its `area.name` key, with a fresh token for the caller. */
export async function signedGet(t: TestApp, who: Caller, key: EndpointKey, query: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const e = endpointAt(key);
  if (!e.signed) throw new Error(`${key} is not a signed download`);
  return send(t, e, who, { ...query, token: await downloadToken(t, who, e.path) });
}

/** A new account copied from a demo one, under its own login and mobile, with one role; answers its id. */
export async function copyAccount(t: TestApp, from: string, to: { loginName: string; mobile: string; role: string; password: string; unitId?: string }): Promise<string> {
  const user = await t.db.selectFrom('users').selectAll().where('login_name', '=', from).executeTakeFirstOrThrow();
  const id = newId();
  await t.db
    .insertInto('users')
    .values({
      ...user,
      id,
      unit_id: to.unitId ?? user.unit_id,
      login_name: to.loginName,
      mobile: to.mobile,
      password_hash: await hashPassword(to.password, t.config.passwordCost),
    })
    .execute();
  await t.db.insertInto('user_roles').values({ user_id: id, role_id: to.role }).execute();
  return id;
}

/** A registry clerk of Hangzhou (330100), a copy of the demo's Ningbo clerk, signed in: someone outside the records' area. */
export async function hangzhouClerk(t: TestApp, loginName: string, mobile: string): Promise<Caller> {
  const password = DEMO_PASSWORDS.registry;
  const id = await copyAccount(t, 'registry', { loginName, mobile, role: 'role-registry', password });
  await t.db.insertInto('staff_areas').values({ user_id: id, area_code: '330100' }).execute();
  return loginAs(t, loginName, password);
}

/** A second inspection body, a copy of the demo one under a new id and this credit code, for scope tests; answers its id. */
export async function addInspectionBody(t: TestApp, uscc: string): Promise<string> {
  const body = await t.db.selectFrom('units as u').innerJoin('users as x', 'x.unit_id', 'u.id').selectAll('u').where('x.login_name', '=', 'inspector').executeTakeFirstOrThrow();
  const id = newId();
  const now = nowIso();
  await t.db
    .insertInto('units')
    .values({ ...body, id, name: '另一检验机构', uscc, created_at: now, updated_at: now, version: 1 })
    .execute();
  return id;
}

/** Gives a unit an approved installation-and-repair licence with the elevator item, valid from a month ago, under this number. */
export async function grantElevatorLicence(t: TestApp, unitId: string, licenceNo: string): Promise<void> {
  const now = nowIso();
  await t.db
    .insertInto('unit_licences')
    .values({
      id: newId(),
      unit_id: unitId,
      area_code: '330203',
      licence_no: licenceNo,
      issuer: '浙江省市场监督管理局',
      valid_from: addDays(chinaToday(), -30),
      valid_to: addDays(chinaToday(), 1000),
      items: JSON.stringify([{ item: 'elevator', level: 'B' }]),
      state: 'approved',
      created_by_id: '',
      created_by_name: '',
      created_at: now,
      updated_at: now,
      reviewed_at: now,
      version: 1,
    })
    .execute();
}
