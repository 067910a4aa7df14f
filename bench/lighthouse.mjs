// (b) Lighthouse (desktop preset) on /login as a visitor and on /tenders signed in as the demo
// bank manager, in Debian's Chromium against the real server: the median run's performance and
// accessibility scores, total blocking time and paints. Lighthouse simulates a fast desktop
// network but times the page's own main-thread work on this machine, so the load goes beside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '../scripts/lib/pg-cluster.mjs';
import { loadAverage } from './lib.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startWebServer, toCookies } from './web.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export async function benchLighthouse() {
  const server = await startWebServer();
  // Lighthouse opens its tab in the browser's default context: the persistent context is that
  // one, so the session cookie set here goes with every request of the signed-in page.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const pages = [];
    for (const [name, signedIn] of [
      ['/login', false],
      ['/tenders', true],
    ]) {
      await context.clearCookies();
      if (signedIn) await context.addCookies(toCookies(server.cookie, server.base));
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(`${server.base}${name}`, port));
      runs.sort((a, b) => a.performance - b.performance);
      pages.push({ page: name, ...runs[Math.floor(runs.length / 2)], performanceRuns: runs.map((r) => r.performance) });
    }
    return { runs: RUNS, pages, load: loadAverage() };
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function audit(url, port) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    tbtMs: ms('total-blocking-time'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    // What keeps accessibility below 100, by audit id.
    accessibilityFailures: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}
