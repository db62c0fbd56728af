// Equipment lists at city scale: 1,000,000 records (npm run seed:large), on SQLite and, when
// BENCH_PG_URL names a PostgreSQL database, on PostgreSQL too. Prints median and p95 of each list
// for one large unit and for the whole city, and the time and peak memory of a 100,000-row export.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchTargets, startBenchServer } from './lib/portal.mjs';

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
const peakKb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function run(target) {
  const { base, server, login } = await startBenchServer(target);
  const callers = { 'one unit': await login('bigunit'), city: await login('cityadmin') };
  const post = (cookie, path, body) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify(body) });
  const cases = [
    ['comprehensive, first page', { list: 'comprehensive', pageNo: 1, pageSize: 20 }],
    ['by category and area', { list: 'comprehensive', typeCode: '3000', areaCode: '330212', pageNo: 1, pageSize: 20 }],
    ['sorted by next date, descending', { list: 'comprehensive', sortField: 'nextInspectionDate', sortOrder: 'descend', pageNo: 1, pageSize: 20 }],
    ['overdue list', { list: 'timeout', pageNo: 1, pageSize: 20 }],
  ];
  console.log(`\n${target.name}`);
  for (const [who, cookie] of Object.entries(callers)) {
    const measure = async (label, fn) => {
      const times = [];
      for (let i = 0; i < 21; i++) {
        const t0 = performance.now();
        const res = await fn();
        if (!(await res.json()).success) throw new Error(label);
        times.push(performance.now() - t0);
      }
      // The first call is also shown alone: staff overviews are kept for a minute after it.
      console.log(
        `  ${who.padEnd(8)} ${label.padEnd(34)} median ${quantile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms   first ${times[0].toFixed(1).padStart(7)} ms`,
      );
    };
    for (const [label, body] of cases) await measure(label, () => post(cookie, '/a/stone/eqm/findPage', body));
    await measure('overview counts', () => post(cookie, '/a/stone/index/getEqmOverview', {}));
  }
  {
    const before = peakKb(server.pid);
    const t0 = performance.now();
    const res = await fetch(`${base}/a/stone/eqm/export?areaCode=330203`, { headers: { cookie: callers.city } });
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    console.log(
      `  export of ${res.headers.get('x-total-count')} rows: ${((performance.now() - t0) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB, server peak memory ${Math.round(before / 1024)} → ${Math.round(peakKb(server.pid) / 1024)} MB`,
    );
  }
  server.kill();
}

for (const t of benchTargets()) await run(t);
