// (b) JavaScript a browser loads for /login: the built web app served by the real server, opened
// in Debian's Chromium; every JS response is gzipped here (level 9, what a compressing proxy
// would send) and summed, next to its raw size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort } from '../scripts/lib/pg-cluster.mjs';
import { ROOT, startServer } from './lib.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function benchLoginJs({ build = true } = {}) {
  const webDist = path.join(ROOT, 'apps/web/dist');
  if (build)
    execFileSync('npm', ['run', 'build', '-w', '@tt/web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: the web build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-js-'));
  const server = await startServer({ port: await freePort(), env: { DATA_DIR: dataDir, WEB_DIST: webDist } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const pending = [];
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
    await page.goto(`${server.base}/login`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter(Boolean);
    return {
      files: files.length,
      rawKB: round(files.reduce((s, f) => s + f.raw, 0) / 1024),
      gzipKB: round(files.reduce((s, f) => s + f.gzip, 0) / 1024),
      largest: files
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 5)
        .map((f) => `${path.basename(f.url)} ${round(f.gzip / 1024)} KB`),
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (n) => Math.round(n * 10) / 10;
