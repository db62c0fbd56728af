import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    // Each file starts its own server and browser; two at once would fight over the two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
