// `npm test`: type-check, lint, build, then every suite; ends with one line "N passed, N failed, N skipped".
// Unit and API suites run first, the browser journeys after, so the two never compete for the cores.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const out = '.vitest-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** Runs `npm run <script>` and resolves with its exit code. */
const npmRun = (script) => new Promise((done) => spawn('npm', ['run', script], { stdio: 'inherit' }).on('exit', (code) => done({ script, code: code ?? 1 })));

// Type-checking and linting each keep one core busy, so they run side by side; the build follows.
for (const batch of [['typecheck', 'lint'], ['build']]) {
  const failed = (await Promise.all(batch.map(npmRun))).find((r) => r.code !== 0);
  if (failed) {
    console.log(`\n0 passed, 1 failed (npm run ${failed.script})`);
    process.exit(1);
  }
}
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API suites run on SQLite only.');

const groups = [
  ['unit-api', ['--project', 'contract', '--project', 'server', ...(process.env.TEST_DATABASE_URL ? ['--project', 'server-pg'] : []), '--project', 'web']],
  ['e2e', ['--project', 'e2e']],
];
let passed = 0,
  failed = 0,
  skipped = 0,
  status = 0;
for (const [name, projects] of groups) {
  const file = `${out}/${name}.json`;
  const code = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  if (code !== 0) status = code;
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.success || r.numFailedTests ? 0 : 1);
  skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status || (failed ? 1 : 0));
