import { API, listEndpoints, type EndpointDef } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../src/seed/demo';
import { AJAX, DB_KIND, loginAs, send, signKeyOf, tokenRequest, type Caller, type TestApp } from './helpers';
import { suiteApp } from './suite';

/**
 * Sends every endpoint of the table inputs generated from its own input schema — values that fit the schema at its
 * edges, and hostile ones (wrong types, empty and overlong text, impossible dates, "1e400", huge and negative
 * numbers, nulls, unknown fields) — as a caller allowed to call it. No answer may be a 5xx, and a refused request
 * (4xx, or the envelope's success:false) may change no row.
 *
 * Multipart uploads are fuzzed in their plain fields only: the file part is always the same small valid PDF (the
 * upload tests try hostile files). The payment notification takes no schema (its body is another system's signed
 * text): it gets the hostile values as its whole body.
 */

/** Fixed, so a failure here fails the same way on every run and every machine. */
const SEED = 20261128;
/** Inputs per endpoint: enough to reach each endpoint's schema edges and handler, few enough for CI on two cores. */
const RUNS = 4;

/** Tables a refused request may change, and why. */
const MAY_CHANGE_ON_REFUSAL: Record<string, string> = {
  sessions: 'a request renews its session expiry now and then',
  rate_limits: 'a limit counts refused attempts too: that is what stops guessing',
};

/** The subset of JSON Schema that `z.toJSONSchema` writes for our input schemas. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

const DATES = ['2027-02-30', '2026-13-45', '2026-02-29', '0000-00-00', '2026-1-1', '9999-12-31', '2026-06-15T25:61', '2026-06-15 10:00'];
const HOSTILE: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '1e400',
  '-1e400',
  '',
  ' ',
  '　',
  'x'.repeat(10_001),
  ...DATES,
  'NaN',
  'Infinity',
  '0x1F',
  '１２３',
  "'; drop table users; --",
  '../../etc/passwd',
  '=HYPERLINK("http://x")',
  [],
  [null],
  {},
  { a: { b: 1 } },
];
/** Field names that hold dates, where the schema says only "string" (the check is a refinement). */
const DATE_NAME = /(date|day|on|at|from|to|time|due|until)$/i;

const hostile = (s: Schema): fc.Arbitrary<unknown> => {
  const edges: unknown[] = [];
  if (s.maxLength !== undefined) edges.push('字'.repeat(s.maxLength + 1));
  if (s.maximum !== undefined) edges.push(s.maximum + 1, s.maximum * 1000);
  if (s.minimum !== undefined) edges.push(s.minimum - 1);
  if (s.enum) edges.push(`${String(s.enum[0])}x`);
  return fc.constantFrom(...HOSTILE, ...edges);
};

/** A value that fits the schema (leaning to its edges, as fast-check does), with leaves made hostile at `weight` in 8. */
function arb(s: Schema, name: string, weight: number): fc.Arbitrary<unknown> {
  const leaf = (fits: fc.Arbitrary<unknown>) => (weight ? fc.oneof({ arbitrary: fits, weight: 8 - weight }, { arbitrary: hostile(s), weight }) : fits);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((x) => arb(x, name, weight)));
  if (s.enum) return leaf(fc.constantFrom(...s.enum));
  if ('const' in s) return leaf(fc.constant(s.const));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const known = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arb(v, k, weight)])), { requiredKeys: (s.required ?? []).filter((k) => k in props) });
      const extraKey = s.propertyNames ? arb(s.propertyNames, '', 0).map(String) : fc.constantFrom('unitId', 'state', 'createdAt', 'zz');
      const extra = s.additionalProperties && s.additionalProperties !== true ? arb(s.additionalProperties, '', weight) : hostile({});
      const unknown = fc.dictionary(extraKey, extra, { maxKeys: weight || s.additionalProperties ? 3 : 0 });
      return fc.tuple(known, unknown).map(([a, b]) => ({ ...b, ...a }));
    }
    case 'array':
      return leaf(fc.array(arb(s.items ?? {}, name, weight), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) }));
    case 'string': {
      const max = Math.min(s.maxLength ?? 40, 40);
      const text = fc.oneof(
        fc.string({ minLength: Math.min(s.minLength ?? 0, max), maxLength: max }),
        fc.string({ unit: 'grapheme', minLength: Math.min(s.minLength ?? 0, max), maxLength: max }),
        fc.constant('字'.repeat(s.maxLength ?? 200)),
      );
      const pattern = s.pattern ? fc.stringMatching(new RegExp(s.pattern)) : text;
      return leaf(DATE_NAME.test(name) ? fc.oneof(pattern, fc.constantFrom(...DATES)) : pattern);
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? -Number.MAX_SAFE_INTEGER;
      const max = s.maximum ?? Number.MAX_SAFE_INTEGER;
      return leaf(type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'boolean':
      return leaf(fc.boolean());
    case 'null':
      return leaf(fc.constant(null));
    default:
      return hostile(s);
  }
}

const jsonSchema = (s: z.ZodType | undefined): Schema => (s ? (z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Schema) : { type: 'object', properties: {} });

/** The inputs for one endpoint: path, query and body fields together, as `send` splits them; now and then a hostile whole body. */
function inputsFor(key: string, e: EndpointDef): unknown[] {
  const parts = [e.params, e.query, e.input].filter(Boolean).map((s) => jsonSchema(s as z.ZodType));
  const merged: Schema = {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
    additionalProperties: parts.find((p) => p.additionalProperties)?.additionalProperties,
    propertyNames: parts.find((p) => p.propertyNames)?.propertyNames,
  };
  const object = fc.constantFrom(0, 1, 3).chain((weight) => arb(merged, '', weight));
  const whole = e.method === 'POST' && e.encoding !== 'multipart' ? fc.oneof({ arbitrary: object, weight: 6 }, { arbitrary: hostile({}), weight: 1 }) : object;
  const seed = SEED ^ createHash('sha1').update(key).digest().readInt32BE(0);
  return fc.sample(whole, { seed, numRuns: RUNS });
}

/**
 * What every table holds, as one fingerprint per table, cheap enough to take around every request: a trigger on each
 * table counts the rows written to it (in a table of the test's own), and a table's content is read again only when
 * its count moved. The content decides, so a write that was rolled back, or that wrote the same values, is no change.
 */
async function snapshotter(t: TestApp): Promise<() => Promise<Map<string, string>>> {
  const tables = (await t.db.introspection.getTables())
    .filter((x) => (!t.pgSchema || x.schema === t.pgSchema) && !x.name.startsWith('kysely_') && !MAY_CHANGE_ON_REFUSAL[x.name])
    .map((x) => ({ name: x.name, columns: x.columns.map((c) => `"${c.name}"`) }));
  const bump = (name: string) => `insert into fuzz_writes (t, n) values (${name}, 1) on conflict (t) do update set n = fuzz_writes.n + 1`;
  await sql`create table fuzz_writes (t text primary key, n integer not null)`.execute(t.db);
  if (DB_KIND === 'postgres') {
    await sql.raw(`create function fuzz_count() returns trigger language plpgsql as $$ begin ${bump('TG_TABLE_NAME')}; return null; end $$`).execute(t.db);
    for (const { name } of tables)
      await sql.raw(`create trigger fuzz_count after insert or update or delete on "${name}" for each row execute function fuzz_count()`).execute(t.db);
  } else
    for (const { name } of tables)
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`create trigger "fuzz_${name}_${event}" after ${event} on "${name}" begin ${bump(`'${name}'`)}; end`).execute(t.db);

  const content = async ({ name, columns }: (typeof tables)[number]) => {
    const q =
      DB_KIND === 'postgres'
        ? `select count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) as h from "${name}" r`
        : `select count(*) || ':' || coalesce(group_concat(${columns.map((c) => `quote(${c})`).join(" || ',' || ")}, char(10)), '') as h from "${name}"`;
    const { rows } = await sql.raw<{ h: string }>(q).execute(t.db);
    return createHash('sha1').update(rows[0].h).digest('hex');
  };
  const seen = new Map<string, { n: number; h: string }>();
  return async () => {
    const counts = new Map((await sql<{ t: string; n: number }>`select t, n from fuzz_writes`.execute(t.db)).rows.map((r) => [r.t, Number(r.n)]));
    for (const x of tables) {
      const n = counts.get(x.name) ?? 0;
      if (seen.get(x.name)?.n !== n) seen.set(x.name, { n, h: await content(x) });
    }
    return new Map([...seen].map(([name, v]) => [name, v.h]));
  };
}

const ENDPOINTS = listEndpoints();

/** Callers in the order tried: business roles first, the administrator (who holds every permission) last. */
const CALLERS = ['demo2', 'weibao', 'shigong', 'inspector', 'caiwu', 'registry', 'zhizao', 'jiance', 'admin'];
const PASSWORDS: Record<string, string> = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.loginName, a.password]));

describe('every endpoint, fuzzed', () => {
  const t = suiteApp();
  const sessions = new Map<string, Caller>();
  const signKeys = new Map<string, string>();
  const menus = new Map<string, Set<string>>();

  beforeAll(async () => {
    for (const login of CALLERS) {
      const rows = await t.db
        .selectFrom('users as u')
        .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select('r.menu_ids')
        .where('u.login_name', '=', login)
        .execute();
      menus.set(login, new Set(rows.flatMap((r) => JSON.parse(r.menu_ids ?? '[]') as string[])));
    }
  });

  /** A caller allowed by the endpoint's access rule: none for a public one, an enterprise user for any session. */
  const callerFor = (e: EndpointDef): string | null => {
    if (e.access === 'public') return null;
    if (e.access === 'session') return 'demo2';
    const login = CALLERS.find((c) => menus.get(c)!.has(e.access));
    if (!login) throw new Error(`no demo account holds ${e.access}`);
    return login;
  };
  const sessionOf = async (login: string) => {
    if (!sessions.has(login)) {
      const who = await loginAs(t, login, PASSWORDS[login]);
      sessions.set(login, who);
      signKeys.set(login, await signKeyOf(t, who));
    }
    return sessions.get(login)!;
  };

  /** The request for one input, ready to send; a download first gets a good token of the caller's own, so what it answers is about the input. */
  async function prepare(e: EndpointDef, who: Caller | null, login: string | null, input: unknown): Promise<() => Promise<LightMyRequestResponse>> {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) {
      const headers = { ...AJAX, 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) };
      return () => t.app.inject({ method: e.method, url: e.path.replace(/:\w+/g, 'x'), headers, payload: JSON.stringify(input) });
    }
    const fields = { ...(input as Record<string, unknown>) };
    if (e.signed && login) fields.token = (await send(t, API.downloadToken.genToken, who, tokenRequest(signKeys.get(login)!, e.path))).json().data?.token;
    return () => send(t, e, who, fields);
  }

  it('answers no 5xx and changes nothing when it refuses', async () => {
    const snapshot = await snapshotter(t);
    const failures: string[] = [];
    for (const { key, endpoint: e } of ENDPOINTS) {
      const login = callerFor(e);
      for (const input of inputsFor(key, e)) {
        const who = login ? await sessionOf(login) : null;
        const go = await prepare(e, who, login, input);
        const before = await snapshot();
        const res = await go();
        const shown = `${key} ${res.statusCode} ${JSON.stringify(input)?.slice(0, 300)}`;
        const json = String(res.headers['content-type'] ?? '').includes('json') ? res.json<{ success?: boolean; errorMsg?: string }>() : null;
        if (res.statusCode >= 500) {
          failures.push(`5xx ${shown}`);
          continue;
        }
        // A session that ended (logout, a new password) is opened again for the next input.
        if (res.statusCode === 401 && login) sessions.delete(login);
        if (res.statusCode < 400 && json?.success !== false) continue;
        const after = await snapshot();
        const changed = [...after].filter(([name, h]) => before.get(name) !== h).map(([name]) => name);
        if (changed.length) failures.push(`changed ${changed.join(',')} on refusal ${shown} ${json?.errorMsg ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
