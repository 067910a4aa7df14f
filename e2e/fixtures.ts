import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, request, type BrowserContext, type Page } from '@playwright/test';
import { startWorkerServer, type RunningServer } from './servers.ts';

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

// Labels carry a required-field asterisk ("Пароль *"); the password toggle's name also says "пароль".
export const emailField = (page: Page) => page.getByLabel(/^Електронна пошта/);
export const passwordField = (page: Page) => page.getByLabel(/^Пароль/);

/**
 * Signs in through the real sign-in form and waits until the app leaves /login. Prefer
 * `test.use({ signedInAs })`; use this only where signing in is what the test is about, or where
 * the test signs out, which would end the worker's shared session of the stored state.
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

interface WorkerFixtures {
  /** This worker's own server, on its own copy of the seeded demo data (servers.ts). */
  server: RunningServer;
  /**
   * The storage state (session + XSRF + `authorized` cookies) of a demo user on this worker's
   * server, signed in once through the API when first asked for: one sign-in per user per worker.
   */
  storageStateFor: (email: DemoLogin) => Promise<string>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  storageStateFor: [
    async ({ server }, use, workerInfo) => {
      const files = new Map<DemoLogin, Promise<string>>();
      const signIn = async (email: DemoLogin) => {
        // Empty on purpose: inside a test Playwright would hand the new context the test's own
        // cookies, and a sign-in with another user's session cookie ends that session.
        const api = await request.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
        await api.get('/api/ready');
        const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
        const res = await api.post('/api/auth/login', {
          headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
          data: { login: email, password: DEMO_PASSWORD },
        });
        if (res.status() !== 200) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
        const state = await api.storageState();
        await api.dispose();
        // The web app marks itself signed in with a cookie of its own, as after the sign-in form
        // (docs/product/api-conventions.md §2): two hours, host-only on an IP address.
        const marked = {
          ...state,
          cookies: [
            ...state.cookies,
            {
              name: 'authorized',
              value: 'true',
              domain: '127.0.0.1',
              path: '/',
              expires: Math.floor(Date.now() / 1000) + 2 * 60 * 60,
              httpOnly: false,
              secure: false,
              sameSite: 'Strict' as const,
            },
          ],
        };
        const file = path.join(workerInfo.project.outputDir, '.auth', `${server.port}-${email}.json`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, JSON.stringify(marked));
        return file;
      };
      await use((email) => {
        if (!files.has(email)) files.set(email, signIn(email));
        return files.get(email)!;
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  signedInAs: [null, { option: true }],
  context: async ({ context }, use) => {
    watchTraffic(context);
    await use(context);
  },
  storageState: async ({ signedInAs, storageState, storageStateFor }, use) => {
    await use(signedInAs ? await storageStateFor(signedInAs) : storageState);
  },
  pageAs: async ({ browser, baseURL, locale, timezoneId, storageStateFor }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (email) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        storageState: await storageStateFor(email),
      });
      contexts.push(context);
      watchTraffic(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

export { expect };
