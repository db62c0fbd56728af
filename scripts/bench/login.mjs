// Cold start of the built server on a new SQLite file, then the median time of a full login
// (SM2 decryption + PBKDF2-HMAC-SM3 at the configured cost + session row) over 40 tries.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const { sm2 } = createRequire(join(process.cwd(), 'packages/server/package.json'))('sm-crypto');
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const port = 18000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, CAPTCHA: 'off', LOG_LEVEL: 'warn' };

async function startServer() {
  const t0 = performance.now();
  const child = spawn('node', ['packages/server/dist/main.js'], { env, stdio: 'ignore' });
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, ms: performance.now() - t0 };
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

const first = await startServer();
first.child.kill();
await new Promise((r) => first.child.once('exit', r));
const second = await startServer();
console.log(`cold start, new database (migrate + seed): ${first.ms.toFixed(0)} ms`);
console.log(`cold start, existing database:             ${second.ms.toFixed(0)} ms`);

const { data } = await (await fetch(`${base}/a/stone/common/clientConfig`)).json();
const times = [];
for (let i = 0; i < 40; i++) {
  const body = new URLSearchParams({ username: 'demo', password: sm2.doEncrypt('Demo@123456', data.publicKey, 1), validateCode: '', __ajax: 'true' });
  const t0 = performance.now();
  const res = await fetch(`${base}/a/login`, { method: 'POST', body, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  const ok = (await res.json()).success;
  times.push(performance.now() - t0);
  if (!ok) throw new Error('login failed');
}
times.sort((a, b) => a - b);
console.log(`login, median of ${times.length}: ${times[times.length >> 1].toFixed(1)} ms (min ${times[0].toFixed(1)}, p90 ${times[Math.floor(times.length * 0.9)].toFixed(1)})`);
second.child.kill();
rmSync(dir, { recursive: true, force: true });
