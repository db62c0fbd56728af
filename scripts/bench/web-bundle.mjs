#!/usr/bin/env node
// Weighs what the browser downloads for the first screens of the built web app: the JS and CSS
// (gzip, level 6 as a typical server sends it) that the login page and the shell's home page load
// before they can show. Reads packages/web/dist/index.html and the Vite manifest and follows the
// static imports of the entry and of each screen's route chunks; code loaded later on demand
// (dynamic imports) is listed apart. Run from the repo root after `npm run build -w @portal/web`.
// usage: node scripts/bench/web-bundle.mjs [--files]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'packages/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('web-bundle: no packages/web/dist/.vite/manifest.json; run `npm run build -w @portal/web` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const showFiles = process.argv.includes('--files');

const SCREENS = [
  { name: 'login page (/login)', routes: ['src/pages/login/login-page.tsx'] },
  { name: 'shell first screen (/home)', routes: ['src/app/shell/shell-layout.tsx', 'src/pages/home/home-page.tsx'] },
];

/** Chunks a chunk needs before it runs: itself and its static imports, transitively (manifest keys). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`web-bundle: ${key} is not in the manifest (was the route renamed?)`);
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) closure(imp, seen);
  return seen;
}

/** The JS and CSS files of a set of chunks. */
const filesOf = (keys) => new Set([...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]));

/** Helpers the loaded chunks import on demand (the password cipher, dialogs), not other routes. */
function onDemand(keys) {
  const later = new Set();
  for (const key of keys)
    for (const dyn of manifest[key].dynamicImports ?? []) {
      if (dyn.startsWith('src/pages/') || dyn === 'src/app/shell/shell-layout.tsx') continue;
      closure(dyn, later);
    }
  return later;
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const buf = readFileSync(join(dist, file));
    sizes.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length });
  }
  return sizes.get(file);
}

const total = (files) => [...files].reduce((t, f) => ({ raw: t.raw + size(f).raw, gzip: t.gzip + size(f).gzip }), { raw: 0, gzip: 0 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// The entry is whatever index.html starts; its CSS links come from the manifest closure too.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFile = manifest[entryKey].file;
if (!html.includes(entryFile)) throw new Error(`web-bundle: index.html does not load ${entryFile}`);
const htmlGzip = gzipSync(Buffer.from(html), { level: 6 }).length;

console.log(`web bundle: JS+CSS each first screen loads (gzip level 6); index.html itself ${htmlGzip} B gzip`);
for (const screen of SCREENS) {
  const keys = closure(entryKey);
  for (const r of screen.routes) closure(r, keys);
  const files = filesOf(keys);
  const t = total(files);
  const later = total([...filesOf(onDemand(keys))].filter((f) => !files.has(f)));
  console.log(
    `  ${screen.name.padEnd(28)} ${String(t.gzip).padStart(8)} B gzip (${kb(t.gzip)}; ${kb(t.raw)} raw; ${files.size} files)` +
      (later.gzip ? `  + ${kb(later.gzip)} gzip on first use of dialogs and the password cipher` : ''),
  );
  if (showFiles) for (const f of [...files].sort((a, b) => size(b).gzip - size(a).gzip)) console.log(`      ${String(size(f).gzip).padStart(8)}  ${f}`);
}
