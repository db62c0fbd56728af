import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db';
import { ownerOnly } from '../src/platform/files/owner-only';
import { encrypt, postLogin } from './helpers';
import { suiteApp } from './suite';

const mode = (path: string) => statSync(path).mode & 0o777;

/** Attacks on how the portal is deployed: files other local users can read, and a forged client address. */
describe('security: data files are the owner’s alone', () => {
  it('creates a new SQLite database, its WAL and its folder owner-only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portal-perm-')), 'data');
    const file = join(dir, 'portal.sqlite');
    const db = openDatabase({ kind: 'sqlite', file });
    await db.schema.createTable('x').addColumn('a', 'integer').execute();
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    await db.destroy();
  });

  it('tightens at start whatever in the data folder others could read, and says what', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-perm-'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'portal.sqlite'), 'x', { mode: 0o644 });
    mkdirSync(join(dir, 'files', 'ab'), { recursive: true, mode: 0o755 });
    expect(ownerOnly(dir).sort()).toEqual([dir, join(dir, 'files'), join(dir, 'files', 'ab'), join(dir, 'portal.sqlite')].sort());
    expect([mode(dir), mode(join(dir, 'portal.sqlite')), mode(join(dir, 'files', 'ab'))]).toEqual([0o700, 0o600, 0o700]);
    expect(ownerOnly(dir)).toEqual([]);
  });
});

describe('security: the client address behind proxies', () => {
  it.each([
    ['true', /^TRUST_PROXY: expected the number of proxies/],
    ['yes', /^TRUST_PROXY:/],
    ['11', /^TRUST_PROXY:/],
    ['10.0.0.5,evil', /^TRUST_PROXY:/],
  ])('refuses TRUST_PROXY=%s at start, saying what to write', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('takes a hop count or the proxies’ addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.0/24,::1' }).trustProxy).toEqual(['10.0.0.5', '10.0.0.0/24', '::1']);
  });

  describe('with one proxy in front', () => {
    const t = suiteApp({ TRUST_PROXY: '1' });

    it('counts the address the proxy saw, so a forged X-Forwarded-For cannot dodge the per-address limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await postLogin(t, { username: 'nobody', password: encrypt(t, 'x') }, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    });
  });
});
