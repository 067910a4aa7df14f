import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * End-to-end tests against the real server (embedded database with demo data in a fresh
 * temporary directory) serving the built web app. Browser: Debian's Chromium, never a download.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: process.env.E2E_OUTPUT ?? './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: isCI ? 1 : 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    baseURL,
    locale: 'uk-UA',
    // Not Kyiv on purpose: the UI must show Europe/Kyiv times whatever the browser's zone.
    timezoneId: 'America/New_York',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PORT: String(PORT) },
    url: `${baseURL}/api/ready`,
    // Never reuse a stray server: every run starts on a fresh database.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
