import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-setup.ts'],
    // antd forms in jsdom take seconds while the API suites share the two cores; 5 s was missed in CI.
    testTimeout: 20_000,
  },
});
