import { defineConfig } from 'vitest/config';

// The API suites run on PostgreSQL too when TEST_DATABASE_URL names one (CI does).
const pg = process.env.TEST_DATABASE_URL ? ['packages/server/vitest.pg.config.ts'] : [];

/** One run over every package: each project keeps its own environment and set-up. */
export default defineConfig({
  test: {
    // One worker per core (the default leaves one core idle): the API suites are CPU-bound.
    maxWorkers: '100%',
    projects: ['packages/contract', 'packages/server/vitest.config.ts', ...pg, 'packages/web', 'e2e'],
  },
});
