import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The shared password of every demo account (docs/product/roles-and-actions.md §8). */
export const DEMO_PASSWORD = 'Demo-2026!';

/** The demo sign-ins (docs/product/roles-and-actions.md §8). */
export const DEMO_USERS = {
  admin: 'admin@demo.ua',
  manager: 'manager@demo.ua',
  it: 'it@demo.ua',
  auditor: 'auditor@demo.ua',
  /** Verified provider organisation. */
  provider1: 'provider1@demo.ua',
  /** Verified provider organisation. */
  provider2: 'provider2@demo.ua',
  /** Unverified provider organisation. */
  provider3: 'provider3@demo.ua',
  /** Verified provider organisation. */
  provider4: 'provider4@demo.ua',
} as const;

export type DemoLogin = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

// One directory per server port: runs against different servers never share sessions.
const AUTH_DIR = path.join(import.meta.dirname, '.tmp', `auth-${process.env.E2E_PORT ?? 3100}`);

/**
 * The storage state (session + XSRF + `authorized` cookies) saved by global-setup.ts for a demo
 * user, who signed in once through the real form. Reusing it keeps the suite far below the
 * server's sign-in limit of 10 per 5 minutes per (IP, login).
 */
export function storageStateFor(email: DemoLogin): string {
  return path.join(AUTH_DIR, `${email}.json`);
}

// Labels carry a required-field asterisk ("Пароль *"); the password toggle's name also says "пароль".
export const emailField = (page: Page) => page.getByLabel(/^Електронна пошта/);
export const passwordField = (page: Page) => page.getByLabel(/^Пароль/);

/**
 * Signs in through the real sign-in form and waits until the app leaves /login.
 * Each call counts against the sign-in rate limit: prefer `test.use({ signedInAs })`, and use
 * this only where signing in is what the test is about (or the test signs out, which ends the
 * shared session of the stored state).
 */
export async function loginAs(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Електронна пошта').fill(email);
  // By role: the label's text also holds Mantine's required mark (" *"), so an exact label match finds nothing.
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Requests in flight in each browser context the fixtures made, and when the last one started or ended. */
const traffic = new WeakMap<BrowserContext, { inflight: number; last: number }>();

function watchTraffic(context: BrowserContext): void {
  const state = { inflight: 0, last: Date.now() };
  traffic.set(context, state);
  const change = (by: number) => () => {
    state.inflight += by;
    state.last = Date.now();
  };
  context.on('request', change(1));
  context.on('requestfinished', change(-1));
  context.on('requestfailed', change(-1));
}

/**
 * Waits until the page's context has had no request in flight for `quietMs` (at most `timeoutMs`).
 * Playwright's own network idle always waits 500 ms; a screen check runs hundreds of times.
 * A page of a context the fixtures did not make falls back to that.
 */
export async function networkQuiet(page: Page, quietMs = 150, timeoutMs = 5_000): Promise<void> {
  const state = traffic.get(page.context());
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    return;
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && (state.inflight > 0 || Date.now() - state.last < quietMs)) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Fixtures {
  /** Sign the test's page in as this demo user (from the stored state); null = signed out. */
  signedInAs: DemoLogin | null;
  /** Opens another page signed in as a demo user, for tests with two parties (bank and provider). */
  pageAs: (email: DemoLogin) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  signedInAs: [null, { option: true }],
  context: async ({ context }, use) => {
    watchTraffic(context);
    await use(context);
  },
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? storageStateFor(signedInAs) : storageState);
  },
  pageAs: async ({ browser, baseURL, locale, timezoneId }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (email) => {
      const context = await browser.newContext({ baseURL, locale, timezoneId, storageState: storageStateFor(email) });
      contexts.push(context);
      watchTraffic(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

export { expect };
