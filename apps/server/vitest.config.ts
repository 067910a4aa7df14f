import os from 'node:os';
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
    // Vitest leaves a core to itself by default, which on two cores means one worker; its own
    // process is nearly idle here, and the tests wait on timers and password hashing, so two
    // workers on two cores finish about a third sooner (ADR 0021).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Its own group in a run of all projects, as its worker count differs from theirs.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
