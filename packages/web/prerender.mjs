// Writes dist/login.html: the login page's markup drawn at build time and the styles it needs inline,
// so the form can be seen and typed into before the script arrives and no stylesheet blocks the first paint.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const ssrDir = '.prerender';
const built = spawnSync('npx', ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', ssrDir, '--logLevel', 'warn'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);
const { render } = await import(pathToFileURL(`${ssrDir}/prerender.js`).href);
const markup = await render('/login');
rmSync(ssrDir, { recursive: true, force: true });

// Every stylesheet the entry and the login page's chunk (with its static imports) bring.
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const css = new Set();
const collect = (key, seen = new Set()) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  for (const f of chunk.css ?? []) css.add(f);
  for (const k of chunk.imports ?? []) collect(k, seen);
};
collect('index.html');
collect('src/pages/login/login-page.tsx');
const styles = [...css].map((f) => readFileSync(`dist/${f}`, 'utf8')).join('');

const index = readFileSync('dist/index.html', 'utf8');
const page = index
  .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
  .replace('</head>', `    <style>${styles}</style>\n  </head>`)
  .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root" data-prerendered="/login">${markup}</div>`);
if (!page.includes('data-prerendered')) throw new Error('index.html has no #root to fill');
writeFileSync('dist/login.html', page);
console.log(`prerendered /login: ${page.length} B, ${css.size} stylesheets inline`);
