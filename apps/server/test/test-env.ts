import os from 'node:os';
import path from 'node:path';
import { loadEnv, type Env } from '../src/env.ts';

/** The environment of a test app: quiet, its files in `dataDir`, no web app to serve. */
export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(os.tmpdir(), 'tt-no-web'),
    ...overrides,
  });
}
