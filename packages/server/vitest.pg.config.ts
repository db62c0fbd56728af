import { defineConfig } from 'vitest/config';

/** The API suites again, each file in its own schema of the PostgreSQL named by TEST_DATABASE_URL. */
export default defineConfig({
  test: {
    name: 'server-pg',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB_KIND: 'postgres' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
