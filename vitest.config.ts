import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

/** React reading `window` once a component test file's jsdom has been torn down. */
function isReactAfterJsdom(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    /react-dom-client\.(development|production)\.js/.test(error.stack ?? '')
  );
}

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default, which on two cores means one worker; its own
    // process is nearly idle, so two workers on two cores finish far sooner (ADR 0021).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // A component's timer (a Mantine transition, a lazy module arriving) may fire after its test
    // file has ended and jsdom is gone; React then reads `window.event` and throws. It cannot
    // touch a test's outcome, since no test of that file is left to run.
    onUnhandledError: (error) => !isReactAfterJsdom(error),
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      ...webProjects,
      'apps/server/vitest.config.ts',
    ],
  },
});
