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
const collect = (key, into = new Set(), seen = new Set()) => {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  for (const f of chunk.css ?? []) into.add(f);
  for (const k of chunk.imports ?? []) collect(k, into, seen);
  return into;
};
const entryCss = collect('index.html');
const pageCss = [...collect('src/pages/login/login-page.tsx')].filter((f) => !entryCss.has(f));
const styles = [...entryCss, ...pageCss].map((f) => readFileSync(`dist/${f}`, 'utf8')).join('');
// Each stylesheet also named, but disabled: never fetched, yet the script loader sees it as present and
// does not hold the takeover for a round trip to fetch what is already inline.
const named = [...entryCss, ...pageCss].map((f) => `    <link rel="stylesheet" href="/${f}" disabled>\n`).join('');

const index = readFileSync('dist/index.html', 'utf8');
// The scripts are asked for only once the form has been painted: fetched and run earlier, they hold the
// first paint on a slow phone for no gain, since nothing can be submitted before they all arrive anyway.
// The loader is the page's one inline script; the server allows it by its hash (platform/web/static.ts).
const entry = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
if (!entry) throw new Error('index.html has no entry script');
const loader =
  `{let started=0;const start=()=>{if(started++)return;` +
  `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}` +
  `const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.append(s)};` +
  // A tab opened in the background paints no frames: the timer starts the scripts there all the same.
  `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,300)}`;
const page = index
  .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
  .replace(/\s*<script type="module"[^>]*><\/script>/, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</body>', `  <script>${loader}</script>\n  </body>`)
  .replace('</head>', `    <style>${styles}</style>\n${named}  </head>`)
  .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root" data-prerendered="/login">${markup}</div>`);
if (!page.includes('data-prerendered')) throw new Error('index.html has no #root to fill');
writeFileSync('dist/login.html', page);
console.log(`prerendered /login: ${page.length} B, ${entryCss.size + pageCss.length} stylesheets inline`);
