// (b) JavaScript a browser loads for the first screens: the built web app served by the real
// server (embedded database, demo data), each page opened with an empty cache in Debian's
// Chromium — /login as a visitor, /tenders signed in as the demo bank manager. Every JS response
// is gzipped here (level 9, what a compressing proxy would send) and summed, next to its raw size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort } from '../scripts/lib/pg-cluster.mjs';
import { DEMO_PASSWORD, ROOT, round, signIn, sleep, startServer } from './lib.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** The signed-in page is the bank manager's home screen. */
export const MANAGER_LOGIN = 'manager@demo.ua';

let built;
/**
 * Builds the web app once per bench run into a directory of its own, so a build in progress never
 * replaces the apps/web/dist another run is serving; BENCH_WEB_DIST names a build to use instead.
 */
export function buildWeb() {
  if (process.env.BENCH_WEB_DIST) built = path.resolve(process.env.BENCH_WEB_DIST);
  if (!built) {
    built = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-web-'));
    process.on('exit', () => fs.rmSync(built, { recursive: true, force: true }));
    execFileSync(
      'npm',
      ['run', 'build', '-w', '@tt/web', '--', '--outDir', built, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  if (!fs.existsSync(path.join(built, 'index.html')))
    throw new Error(`${built}/index.html is missing: the web build failed`);
  return built;
}

/** The real server on a fresh embedded database with demo data, serving the build; `cookie` is the manager's session. */
export async function startWebServer() {
  const webDist = buildWeb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-web-data-'));
  const server = await startServer({
    port: await freePort(),
    env: { DATA_DIR: dataDir, WEB_DIST: webDist, DEMO_DATA: 'on' },
    // Filling the demo data takes a while on a busy machine.
    timeoutMs: 180_000,
  });
  const cookie = await signIn(server.base, MANAGER_LOGIN, DEMO_PASSWORD).catch(async (err) => {
    await server.stop();
    throw err;
  });
  return {
    base: server.base,
    // The app keeps its own script-visible mark of a signed-in browser beside the session
    // (apps/web/src/lib/cookies.ts); without it a signed-in page goes to /login.
    cookie: `${cookie}; authorized=true`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Cookie header as Playwright cookies for `base`. */
export const toCookies = (cookie, base) =>
  cookie.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
  });

export async function benchWebJs() {
  const server = await startWebServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return {
      login: await measure(browser, `${server.base}/login`, [], PAGE_READY['/login']),
      tenders: await measure(
        browser,
        `${server.base}/tenders`,
        toCookies(server.cookie, server.base),
        PAGE_READY['/tenders'],
      ),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** What shows once each page is really there: the sign-in form, the first row of the tenders table. */
export const PAGE_READY = { '/login': 'input[autocomplete="username"]', '/tenders': 'main table tbody tr' };

/**
 * Opens `url` in a fresh context (empty cache) and sums the JavaScript it loaded until its content
 * showed and then no request was made for a second. (The load event and "network idle" alone come
 * too early on a busy machine: the lazy chunks are asked for only once the first ones have run.)
 */
async function measure(browser, url, cookies, ready) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const pending = [];
  let lastRequest = performance.now();
  page.on('request', () => (lastRequest = performance.now()));
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || type.includes('javascript')) {
      pending.push(
        res.body().then(
          (body) => ({
            url: new URL(res.url()).pathname,
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    }
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  while (performance.now() - lastRequest < 1000) await sleep(100);
  const landed = new URL(page.url()).pathname;
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  return {
    files: files.length,
    rawKB: round(files.reduce((s, f) => s + f.raw, 0) / 1024),
    gzipKB: round(files.reduce((s, f) => s + f.gzip, 0) / 1024),
    // Every file, largest first (results/latest.json keeps them all).
    largest: files.sort((a, b) => b.gzip - a.gzip).map((f) => `${path.basename(f.url)} ${round(f.gzip / 1024)} KB`),
  };
}
