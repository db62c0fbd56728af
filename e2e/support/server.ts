import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The HS256 key the server checks single sign-on tokens with in these journeys. */
export const SSO_SECRET = 'e2e-secret-0123456789abcdef0123456789';
/** The issuer and audience every single sign-on token of these journeys names. */
export const SSO_ISSUER = 'https://sso.e2e.example';
export const SSO_AUDIENCE = 'tzsb-portal';

/** The footer a deployment configures for its public pages. */
export const SITE_FOOTER = {
  SITE_SPONSOR: '宁波市市场监督管理局',
  SITE_ICP: '浙ICP备00000000号-1',
  SITE_POLICE_FILING: '浙公网安备33020302000000号',
  SITE_CODE: '3302000000',
  SITE_SUPPORT_PHONE: '0574-87000000',
};

export interface PortalServer {
  baseURL: string;
  /** The server's SQLite file, for reading what it sent (the SMS outbox) the way an administrator would. */
  databaseFile: string;
  /** The server's recent output, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  await once(srv, 'close');
  return port;
}

const MAIN = join(ROOT, 'packages/server/dist/main.js');

/** What every journey's server runs with: its own SQLite file and data directory, the captcha off and single sign-on on. */
function serverEnv(dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dir, 'portal.sqlite')}`,
    DATA_DIR: join(dir, 'data'),
    CAPTCHA: 'off',
    SSO_JWT_SECRET: SSO_SECRET,
    SSO_ISSUER: SSO_ISSUER,
    SSO_AUDIENCE: SSO_AUDIENCE,
    LOG_LEVEL: 'warn',
    ...SITE_FOOTER,
  };
}

/**
 * Seeds the demo once for the whole run into a new directory (`npm run seed` does the same), which
 * each journey's server starts from a copy of. Returns the directory.
 */
export function seedTemplate(): string {
  for (const built of [MAIN, join(ROOT, 'packages/web/dist/index.html')])
    if (!existsSync(built)) throw new Error(`e2e needs the built app, ${built} is missing: run \`npm run build\` first`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  const seeded = spawnSync(process.execPath, [MAIN, '--seed-only'], { cwd: ROOT, env: serverEnv(dir), encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding the demo failed:\n${seeded.stdout}\n${seeded.stderr}`);
  return dir;
}

/**
 * Starts the built server (and with it the built web app) on a copy of the seeded template in a
 * temporary directory, and waits until /healthz answers.
 */
export async function startServer(template: string): Promise<PortalServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  cpSync(template, dir, { recursive: true });
  const port = await freePort();
  const databaseFile = join(dir, 'portal.sqlite');
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: { ...serverEnv(dir), PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped during start-up:\n${output}`);
    }
    const ok = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, databaseFile, output: () => output, stop };
}
