// `npm run gen:routes`: writes packages/contract/src/api/routes.gen.ts, the endpoint table reduced to what a
// browser needs to send a call (method, path, encoding, which fields go in the path and the query). The web
// imports this instead of the table, so no page loads the zod schemas to make a call. A contract test keeps
// the file equal to the table.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'routes-'));
try {
  const out = join(dir, 'table.mjs');
  await build({ entryPoints: [join(root, 'packages/contract/src/api/routes-source.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
  const { routeSource } = await import(pathToFileURL(out).href);
  const target = join(root, 'packages/contract/src/api/routes.gen.ts');
  writeFileSync(target, routeSource());
  execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', target], { stdio: 'ignore' });
  console.log(`wrote ${target}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
