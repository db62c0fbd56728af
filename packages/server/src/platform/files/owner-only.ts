import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data directory holds password hashes, SMS codes, personal data, keys and attachments: every
 * folder in it is 0700 and every file 0600. Run at start-up, it tightens whatever is wider (a
 * database copied in, folders from an older version) and returns what it changed, for the log.
 * Attachments are written 0600 as they arrive, so their files are not walked one by one.
 */
export function ownerOnly(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const attachments = join(dataDir, 'files');
  const changed: string[] = [];
  const walk = (path: string) => {
    const st = statSync(path);
    if (!st.isDirectory() && path.startsWith(attachments)) return;
    const want = st.isDirectory() ? 0o700 : 0o600;
    if ((st.mode & 0o777) !== want) {
      chmodSync(path, want);
      changed.push(path);
    }
    if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dataDir);
  return changed;
}
