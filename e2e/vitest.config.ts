import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    // Each file starts its own server (from the demo seeded once) and browser, one file at a time: with a file per
    // core, the server, the browser and the runner of two files shared two cores, and steps that passed alone timed out.
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page on a busy machine can take seconds to show what a journey polls for; the one-second default fails it.
    expect: { poll: { timeout: 15_000 } },
  },
});
