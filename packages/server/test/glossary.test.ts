import { AVOIDED_TERMS } from '@portal/contract/domain/glossary';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** Every tracked source a user's words come from: pages, server messages, seeds, templates, the manual, journeys. */
function sources(): string[] {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'packages', 'e2e'], { cwd: ROOT, encoding: 'utf8' });
  // Migrations are frozen history: one may name an old word to replace it in stored data.
  return out.split('\n').filter((f) => /\.(ts|tsx|html)$/.test(f) && !/glossary(\.test)?\.ts$/.test(f) && !f.includes('/migrations/'));
}

describe('the glossary', () => {
  it('is the only word for each thing: no source uses a word it avoids', () => {
    const found = sources().flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), 'utf8');
      } catch {
        return []; // listed by git but deleted in the work tree
      }
      return Object.entries(AVOIDED_TERMS)
        .filter(([word]) => text.includes(word))
        .map(([word, use]) => `${file}: “${word}” (use “${use}”)`);
    });
    expect(found).toEqual([]);
  });
});
