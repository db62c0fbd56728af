// Authenticated lists at the speed of the framework: each route under the same load as the bare
// /healthz route, in one run, on SQLite and (with BENCH_PG_URL) PostgreSQL. The server runs on one
// core and the load generator on the other (taskset), so the ratio to the bare route is fair on two
// cores. Uses the 1,000,000-record database of equipment.mjs (generated once, then reused).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { benchTargets, startBenchServer } from './lib/portal.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 20;
const pinned = spawnSync('taskset', ['-V']).status === 0;
// The load generator itself runs on core 0.
if (pinned && !process.env.BENCH_PINNED) {
  const r = spawnSync('taskset', ['-c', '0', process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } });
  process.exit(r.status ?? 1);
}

const require = createRequire(join(process.cwd(), 'package.json'));
const autocannon = require('autocannon');

const load = (opts) => new Promise((res, rej) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) => (err ? rej(err) : res(result))));

async function run(target) {
  const { base, server, login } = await startBenchServer(target, pinned ? ['taskset', '-c', '1'] : []);
  const unit = await login('bigunit');
  const city = await login('cityadmin');
  const list = (cookie, body) => ({
    url: `${base}/a/stone/eqm/findPage`,
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ list: 'comprehensive', pageNo: 1, pageSize: 20, ...body }),
  });
  const routes = [
    ['bare /healthz', { url: `${base}/healthz` }],
    ['one unit: equipment list, first page', list(unit, {})],
    ['one unit: equipment list, page 50', list(unit, { pageNo: 50 })],
    ['city: equipment list, first page', list(city, {})],
    ['one unit: user info', { url: `${base}/a/stone/user/info`, headers: { cookie: unit } }],
  ];
  console.log(`\n${target.name} (${CONNECTIONS} connections, ${SECONDS} s each${pinned ? ', server on core 1, load on core 0' : ''})`);
  let bare = 0;
  for (const [label, opts] of routes) {
    const r = await load(opts);
    if (r.non2xx) throw new Error(`${label}: ${r.non2xx} answers were not 2xx`);
    bare ||= r.requests.average;
    console.log(
      `  ${label.padEnd(40)} ${r.requests.average.toFixed(0).padStart(7)} req/s  ${((100 * r.requests.average) / bare).toFixed(1).padStart(5)} % of bare   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`,
    );
  }
  server.kill();
}

for (const t of benchTargets()) await run(t);
