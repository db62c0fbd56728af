// What the benchmarks share: the 1,000,000-record databases (generated once, then reused), a built
// server started on one of them, and logging in to it as a browser does.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const { sm2 } = createRequire(join(process.cwd(), 'packages/server/package.json'))('sm-crypto');
export const dataDir = resolve('data/bench');

/** SQLite always; PostgreSQL too when BENCH_PG_URL names a database. */
export function benchTargets() {
  mkdirSync(dataDir, { recursive: true });
  const targets = [{ name: 'SQLite', url: `sqlite:${join(dataDir, 'large.sqlite')}` }];
  if (process.env.BENCH_PG_URL) targets.push({ name: 'PostgreSQL', url: process.env.BENCH_PG_URL });
  return targets;
}

/** Whether a target already holds the generated data (it is built once and reused; BENCH_REGENERATE=1 builds it again). */
async function hasLargeData(target) {
  if (process.env.BENCH_REGENERATE === '1') return false;
  if (target.url.startsWith('sqlite:')) return existsSync(target.url.slice(7));
  const pg = createRequire(join(process.cwd(), 'packages/server/package.json'))('pg');
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const r = await client.query("select count(*)::int as n from users where login_name = 'bigunit'");
    return r.rows[0].n > 0;
  } catch {
    return false; // no tables yet
  } finally {
    await client.end();
  }
}

/**
 * Starts the built server on a target's large database (generating it the first time), waits for
 * it to answer, and returns its address, process and a login function that answers a cookie header.
 * `prefix` runs the server under another command (taskset, to pin it to a core).
 */
export async function startBenchServer(target, prefix = []) {
  const env = {
    ...process.env,
    DATABASE_URL: target.url,
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORT: String(19000 + Math.floor(Math.random() * 900)),
  };
  if (!(await hasLargeData(target))) {
    console.log(`${target.name}: generating 1,000,000 records (once) ...`);
    if (spawnSync('node', ['packages/server/dist/seed-large.js'], { env, stdio: 'inherit' }).status !== 0) throw new Error('seed:large failed');
  }
  const [cmd, ...args] = [...prefix, 'node', 'packages/server/dist/main.js'];
  const server = spawn(cmd, args, { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${env.PORT}`;
  await listening(base);
  const { data: cfg } = await (await fetch(`${base}/a/stone/common/clientConfig`)).json();
  const login = async (username, password = 'Bench@123456') => {
    const res = await fetch(`${base}/a/login`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      body: new URLSearchParams({ username, password: sm2.doEncrypt(password, cfg.publicKey, 1), validateCode: '' }),
    });
    const body = await res.json();
    if (!body.success) throw new Error(`login ${username}: ${body.errorMsg}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  return { base, server, login };
}

/** Waits until a server started at `base` answers its health check. */
async function listening(base) {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The built portal on a fresh SQLite file with the demo data, as a new user finds it (`env` adds settings); `stop` removes it all. */
export async function startDemoServer(env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const port = 18000 + Math.floor(Math.random() * 2000);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['packages/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  await listening(base);
  return {
    base,
    server,
    databaseFile: join(dir, 'bench.sqlite'),
    stop: () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
