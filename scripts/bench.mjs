// `npm run bench`: runs every benchmark in scripts/bench/ against the built packages and prints figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
for (const f of readdirSync('scripts/bench')
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  console.log(`\n== ${f}`);
  spawnSync('node', [`scripts/bench/${f}`], { stdio: 'inherit' });
}
