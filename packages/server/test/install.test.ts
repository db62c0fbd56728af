import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** Every package folder under a node_modules folder, nested ones included. */
function packageDirs(modules: string): string[] {
  if (!existsSync(modules)) return [];
  return readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .flatMap((d) => (d.name.startsWith('@') ? readdirSync(join(modules, d.name)).map((n) => join(modules, d.name, n)) : [join(modules, d.name)]))
    .flatMap((dir) => [dir, ...packageDirs(join(dir, 'node_modules'))]);
}

describe('the installed packages', () => {
  it('all support the Node version the portal runs on, so a fresh install prints no engine warning', () => {
    const unsupported = packageDirs(join(ROOT, 'node_modules')).flatMap((dir) => {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) return [];
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; engines?: { node?: string } };
      const range = pkg.engines?.node;
      return range && !semver.satisfies(process.versions.node, range) ? [`${pkg.name}@${pkg.version} needs node ${range}`] : [];
    });
    expect(unsupported).toEqual([]);
  });
});
