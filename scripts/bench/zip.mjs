// The batch zip of reports (GET /api/complexquery/exportZip) at its cap: 500 reports streamed to the client, with the
// server's resident memory at the start, the middle and the end of the download. The zip is written as it is read,
// one file open at a time, so the figures should stay flat however many reports it holds.
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startDemoServer } from './lib/portal.mjs';

const COUNT = 500;
const serverRequire = createRequire(join(process.cwd(), 'packages/server/package.json'));
const { sm2 } = serverRequire('sm-crypto');
const Database = serverRequire('better-sqlite3');

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

// No captcha: the script logs in as a person would, without reading the image.
const demo = await startDemoServer({ CAPTCHA: 'off' });
try {
  const { base, server, databaseFile } = demo;
  const ajax = { 'x-requested-with': 'XMLHttpRequest' };
  const { data: cfg } = await (await fetch(`${base}/a/stone/common/clientConfig`)).json();
  const loggedIn = await fetch(`${base}/a/login`, {
    method: 'POST',
    headers: ajax,
    body: new URLSearchParams({ username: 'demo', password: sm2.doEncrypt('Demo@123456', cfg.publicKey, 1), validateCode: '' }),
  });
  const cookie = loggedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  // 500 reports of the demo unit: copies of one concluded device line of its own, pointing at the same stored PDF.
  const db = new Database(databaseFile);
  const source = db
    .prepare(
      `select i.* from inspection_items i join inspection_applies a on a.id = i.apply_id join users u on u.unit_id = a.unit_id
       where u.login_name = 'demo' and i.report_file_id <> '' and i.report_no like 'BG%' limit 1`,
    )
    .get();
  const insert = db.prepare(
    `insert into inspection_items (${Object.keys(source).join(', ')}) values (${Object.keys(source)
      .map((k) => `@${k}`)
      .join(', ')})`,
  );
  const ids = [];
  db.transaction(() => {
    for (let n = 0; n < COUNT; n++) {
      const id = randomBytes(16).toString('base64url');
      insert.run({ ...source, id, seq: 1000 + n, holding: 0, report_no: `${source.report_no}-${n}` });
      ids.push(id);
    }
  })();
  db.close();

  // A download token as the page asks for one (api/signed.ts): the clock under the session's key, MAC'd.
  const { data: info } = await (await fetch(`${base}/a/stone/user/info`, { headers: { ...ajax, cookie } })).json();
  const key = Buffer.from(info.user.signKey, 'hex');
  const path = '/api/complexquery/exportZip';
  const iv = randomBytes(16);
  const sm4 = createCipheriv('sm4-cbc', key.subarray(0, 16), iv);
  const cipher = Buffer.concat([iv, sm4.update(String(Date.now())), sm4.final()]).toString('hex');
  const randomNum = randomBytes(16).toString('hex');
  const mac = createHmac('sm3', key.subarray(16)).update(`${randomNum}.${path}.${cipher}`).digest('hex');
  const tokenRes = await fetch(`${base}/api/simpleToke/genToken`, {
    method: 'POST',
    headers: { ...ajax, cookie },
    body: new URLSearchParams({ randomNum, cipher, mac, purpose: path }),
  });
  const { data: tok } = await tokenRes.json();

  const before = rssMb(server.pid);
  const t0 = performance.now();
  const res = await fetch(`${base}${path}?${new URLSearchParams({ seisns: ids.join(','), type: 'report', checkcodes: '', token: tok.token })}`, { headers: { cookie } });
  if (res.headers.get('content-type') !== 'application/zip') throw new Error(`no zip: ${await res.text()}`);
  let bytes = 0;
  const samples = [];
  for await (const chunk of res.body) {
    bytes += chunk.length;
    samples.push(rssMb(server.pid));
  }
  const middle = samples[Math.floor(samples.length / 2)];
  const peak = Math.max(before, ...samples);
  const end = rssMb(server.pid);
  console.log(
    `  zip of ${COUNT} reports: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s; server RSS start ${before} MB, middle ${middle} MB, end ${end} MB, peak ${peak} MB`,
  );
} finally {
  demo.stop();
}
