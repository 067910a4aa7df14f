import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default, which on two cores means one worker; its own
    // process is nearly idle, so two workers on two cores finish far sooner (ADR 0021).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      ...webProjects,
      'apps/server/vitest.config.ts',
    ],
  },
});
