import { defineConfig } from 'vitest/config';

/** The API suites again, each file on a database of its own on the PostgreSQL server named by TEST_DATABASE_URL. */
export default defineConfig({
  test: {
    name: 'server-pg',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/demo-template.ts'],
    env: { TEST_DB_KIND: 'postgres' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
