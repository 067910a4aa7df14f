import { defineConfig } from '@playwright/test';

const isCI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * End-to-end tests against the real server serving the built web app: each worker runs a server
 * of its own on its own copy of the demo data (servers.ts, fixtures.ts), so tests run side by
 * side. Browser: Debian's Chromium, never a download. No retries: a test that needs one is a
 * defect.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: process.env.E2E_OUTPUT ?? './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    locale: 'uk-UA',
    // Not Kyiv on purpose: the UI must show Europe/Kyiv times whatever the browser's zone.
    timezoneId: 'America/New_York',
    screenshot: 'only-on-failure',
    // A trace records every step of every test, a fifth of the run: on request (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
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
});
