import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files that replace a module with `vi.mock`, found by reading them. They keep a module graph
 * of their own: with files sharing modules, a mock would reach the files after them, or come too
 * late for a module an earlier file already loaded.
 */
const MOCKING_FILES = fs
  .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')))
  .sort();

function webProject(name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) {
  return {
    plugins: [react()],
    test: {
      name,
      root: import.meta.dirname,
      ...files,
      environment: 'jsdom',
      setupFiles: [path.join(import.meta.dirname, 'src/test/setup.ts')],
      // Files share one module graph per worker: loading React, Mantine and the routes again for
      // each of a hundred files cost more than most files' tests (ADR 0040). The setup file puts
      // the app's module state back before every test.
      isolate,
      // Component tests load lazy route modules on first use; a cold transform can take seconds.
      testTimeout: 20_000,
    },
  } satisfies TestProjectInlineConfiguration;
}

/** The component tests: most files share their modules; those that mock one keep their own. */
export const webProjects = [
  webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_FILES }, false),
  webProject('web-mocks', { include: MOCKING_FILES }, true),
];

export default defineConfig(webProjects[0]!);
