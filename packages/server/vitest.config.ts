import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], globalSetup: ['test/support/demo-template.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
});
