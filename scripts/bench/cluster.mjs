// Two server processes (WORKERS=2, node:cluster) on one PostgreSQL database: 200 different users log
// in, browse lists, save records and upload files for LOAD_SECONDS (300 by default). Prints requests,
// errors and the processes' memory at start, middle and end, then checks that every saved record and
// file is there. Needs BENCH_PG_URL (a database it may drop and create next to the named one).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'packages/server/package.json'));
const { sm2 } = require('sm-crypto');
const pg = require('pg');

const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const USERS = 200;
if (!process.env.BENCH_PG_URL) {
  console.log('skipped: set BENCH_PG_URL to a PostgreSQL database to run two processes on it');
  process.exit(0);
}

// A database of its own, made afresh with the demo data.
const url = new URL(process.env.BENCH_PG_URL);
const admin = new pg.Client({ connectionString: url.href });
await admin.connect();
await admin.query('drop database if exists portal_load');
await admin.query('create database portal_load');
await admin.end();
url.pathname = '/portal_load';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
const port = 19000 + Math.floor(Math.random() * 900);
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', ['packages/server/dist/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: url.href,
    DATA_DIR: dataDir,
    WORKERS: '2',
    CAPTCHA: 'off',
    // Cheap hashing: this run is about what the processes share; scripts/bench/login.mjs measures the login's cost.
    PASSWORD_COST: '1000',
    // The users arrive through a proxy, each from an address of their own (login limits are per address).
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    PORT: String(port),
  },
  stdio: ['ignore', openSync(join(dataDir, 'server.log'), 'w', 0o600), 'inherit'],
});
// Whatever happens here, the server goes too.
process.on('exit', () => server.kill('SIGTERM'));
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // Not listening yet.
  }
  await new Promise((r) => setTimeout(r, 100));
}
const { data: cfg } = await (await fetch(`${base}/a/stone/common/clientConfig`)).json();

// Every process of the tree: the primary and its workers.
const processes = () => [server.pid, ...readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).map(Number)];
const rssMb = () => processes().map((pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024));

const stats = { requests: 0, errors: 0, files: 0, kinds: new Map() };
async function send(cookie, path, init = {}, from = '10.0.0.1') {
  stats.requests++;
  const headers = { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}), ...init.headers };
  const res = await fetch(`${base}${path}`, { ...init, headers });
  const body = await res.json().catch(() => ({ success: false, errorMsg: `HTTP ${res.status}` }));
  if (!res.ok || !body.success) {
    stats.errors++;
    const kind = `${path}: ${res.status} ${body.errorMsg ?? ''}`;
    stats.kinds.set(kind, (stats.kinds.get(kind) ?? 0) + 1);
  }
  return { res, body };
}
const postJson = (cookie, path, data, from) => send(cookie, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }, from);

async function login(username, password, from) {
  const { res, body } = await send(
    null,
    '/a/login',
    { method: 'POST', body: new URLSearchParams({ username, password: sm2.doEncrypt(password, cfg.publicKey, 1), validateCode: '' }) },
    from,
  );
  if (!body.success) {
    console.log(readFileSync(join(dataDir, 'server.log'), 'utf8').slice(-2000));
    throw new Error(`login ${username}: ${body.errorMsg}`);
  }
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A resident ID number with a valid check digit, different for each serial (birth date and sequence); odd sequence digits are men's. */
function idNumber(serial) {
  const born = new Date(Date.UTC(1960, 0, 1) + (serial % 20_000) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const body = `330203${born}${String(Math.floor(serial / 20_000) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

// 200 accounts spread over the demo's two companies, made by their main accounts.
const mains = [
  { login: 'demo', pass: 'Demo@123456' },
  { login: 'demo2', pass: 'Demo2@123456' },
];
for (const m of mains) {
  m.cookie = await login(m.login, m.pass);
  m.operatorsBefore = (await postJson(m.cookie, '/a/stone/operator/list', { pageNo: 1, pageSize: 1 })).body.data.count;
}
const users = [];
for (let i = 0; i < USERS; i++) {
  const main = mains[i % mains.length];
  const loginName = `load_${String(i).padStart(3, '0')}`;
  const made = await postJson(main.cookie, '/a/stone/account/createAccount', {
    loginName,
    name: `压测${i}`,
    mobile: `137${String(10000000 + i)}`,
    phone: '',
    roleIds: ['role-use'],
    password: sm2.doEncrypt('Load@2026pass', cfg.publicKey, 1),
  });
  if (!made.body.success) throw new Error(`createAccount ${loginName}: ${made.body.errorMsg}`);
  users.push({ loginName, main, from: `10.1.${i >> 8}.${i & 255}` });
}

console.log(`${USERS} accounts made; each logs in and works for ${SECONDS} s`);
// Each file different (a comment line inside), so each is stored, not found already kept.
const pdf = (n) => Buffer.from(`%PDF-1.4\n% ${n}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
const deadline = Date.now() + SECONDS * 1000;
let serial = 0;
async function user(u) {
  u.cookie = await login(u.loginName, 'Load@2026pass', u.from);
  const unitId = (await send(u.cookie, '/a/stone/user/info', {}, u.from)).body.data.user.unitInfo.id;
  while (Date.now() < deadline) {
    await postJson(u.cookie, '/a/stone/eqm/findPage', { list: 'comprehensive', pageNo: 1 + (serial % 3), pageSize: 20 }, u.from);
    await postJson(u.cookie, '/a/stone/operator/list', { pageNo: 1, pageSize: 20 }, u.from);
    await postJson(u.cookie, '/a/stone/index/getEqmOverview', {}, u.from);
    const n = ++serial;
    const id = idNumber(n);
    const saved = await postJson(
      u.cookie,
      '/a/stone/operator/add',
      {
        name: `压测人员${n}`,
        idType: 'idCard',
        idNumber: id,
        sex: Number(id[16]) % 2 === 1 ? '1' : '2',
        mobile: `139${String(10000000 + n)}`,
        post: '司炉',
        hireDate: '',
        remark: '',
      },
      u.from,
    );
    if (saved.body.success) u.main.operatorsAdded = (u.main.operatorsAdded ?? 0) + 1;
    if (n % 4 === 0) {
      const form = new FormData();
      form.set('bizType', 'unit');
      form.set('bizId', unitId);
      form.set('kind', 'businessLicence');
      form.set('file', new Blob([pdf(n)]), `营业执照-${n}.pdf`);
      const up = await send(u.cookie, '/a/stone/attachment/upload', { method: 'POST', body: form }, u.from);
      if (up.body.success) stats.files++;
    }
  }
}

const memory = { start: rssMb() };
const middle = setTimeout(() => (memory.middle = rssMb()), (SECONDS * 1000) / 2);
const started = Date.now();
await Promise.all(users.map(user));
clearTimeout(middle);
memory.end = rssMb();

// No lost write: each company has exactly the operators its users were told were saved.
let lost = 0;
for (const m of mains) {
  const after = (await postJson(m.cookie, '/a/stone/operator/list', { pageNo: 1, pageSize: 1 })).body.data.count;
  lost += m.operatorsBefore + (m.operatorsAdded ?? 0) - after;
}
const seconds = (Date.now() - started) / 1000;
console.log(`two processes on one PostgreSQL, ${USERS} users, ${seconds.toFixed(0)} s`);
console.log(
  `  requests ${stats.requests} (${(stats.requests / seconds).toFixed(0)}/s), errors ${stats.errors}, records saved ${mains.reduce((n, m) => n + (m.operatorsAdded ?? 0), 0)}, files uploaded ${stats.files}, lost writes ${lost}`,
);
console.log(`  memory (MB, primary then workers): start ${memory.start.join(' / ')}, middle ${memory.middle?.join(' / ') ?? '-'}, end ${memory.end.join(' / ')}`);
for (const [kind, n] of stats.kinds) console.log(`  error ×${n}: ${kind}`);
// The server's own account of what failed (its log lines at level error).
for (const line of readFileSync(join(dataDir, 'server.log'), 'utf8')
  .split('\n')
  .filter((l) => l.includes('"level":50'))
  .slice(0, 5))
  console.log(`  server: ${line.slice(0, 400)}`);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
process.exit(stats.errors || lost ? 1 : 0);
