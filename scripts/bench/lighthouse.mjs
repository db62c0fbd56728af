// Lighthouse's mobile audit of the login page on the built portal (simulated slow 4G and a 4x slower
// CPU): the median of 3 runs of each category score and of the largest contentful paint. Lighthouse is
// not a dependency of the portal: npx fetches the pinned version from the npm registry on first use.
// Needs Debian's chromium (CHROMIUM_PATH to use another).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startDemoServer } from './lib/portal.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.log(`skipped: no browser at ${chromiumPath}`);
  process.exit(0);
}
const { base, stop } = await startDemoServer();
const runs = [];
try {
  for (let i = 0; i < 3; i++) {
    const run = spawnSync(
      'npx',
      ['--yes', 'lighthouse@12.8.2', `${base}/login`, '--quiet', '--output=json', '--output-path=stdout', '--chrome-flags=--headless=new --no-sandbox'],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr.slice(-500)}`);
    const report = JSON.parse(run.stdout);
    runs.push({
      ...Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, c.score])),
      lcp: report.audits['largest-contentful-paint'].numericValue,
    });
  }
} finally {
  stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`Lighthouse 12.8.2 mobile, /login, median of ${runs.length}:`);
for (const k of ['performance', 'accessibility', 'best-practices', 'seo']) console.log(`  ${k}: ${median(runs.map((r) => r[k])).toFixed(2)}`);
console.log(`  largest contentful paint: ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`);
