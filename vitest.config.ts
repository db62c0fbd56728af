import { defineConfig } from 'vitest/config';

/** One run over every package: each project keeps its own environment and set-up. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/server', 'packages/web', 'e2e'],
  },
});
