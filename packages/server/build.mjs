// Bundles the server and its tools (with the contract source they import) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => !d.startsWith('@portal/'));

await build({
  entryPoints: { main: 'src/main.ts', 'seed-large': 'src/tools/seed-large.ts', 'api-list': 'src/tools/api-list.ts', 'gen-schema': 'src/tools/gen-schema.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
