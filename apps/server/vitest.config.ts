import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // A worker keeps its modules and its database (test/test-database.ts) from file to file:
    // loading both again for every file would cost more than most files' tests.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
