// (a) First start on an empty data directory, then restarts on the same directory: time from
// spawning the server (embedded database, demo data) until /api/ready answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/pg-cluster.mjs';
import { startServer } from './lib.mjs';

export async function benchStartup({ restarts = 3 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-start-'));
  try {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'on' };
    const first = await startServer({ port, env, label: 'first start' });
    await first.stop();
    const restartMs = [];
    for (let i = 0; i < restarts; i++) {
      const again = await startServer({ port, env, label: 'restart' });
      restartMs.push(again.readyMs);
      await again.stop();
    }
    const sorted = [...restartMs].sort((a, b) => a - b);
    return {
      firstStartMs: Math.round(first.readyMs),
      restartMs: restartMs.map(Math.round),
      restartMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
