// (c) GET /api/tenders on PostgreSQL with 10,000 tenders: p50/p99 at 20 concurrent keep-alive
// connections, a page of 20 with filters. A throwaway PostgreSQL cluster, the real server on it
// (demo accounts), the tenders inserted with generate_series, a bounded load loop on loopback.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { findPgBinDir, freePort, startPgCluster } from '../scripts/lib/pg-cluster.mjs';
import { percentile, request, signIn, startServer } from './lib.mjs';

const DEMO_PASSWORD = 'Demo-2026!';

export async function benchTendersList({
  tenders = 10_000,
  concurrency = 20,
  maxRequests = 4_000,
  maxSeconds = 30,
  log = console.log,
} = {}) {
  if (!findPgBinDir()) return { skipped: 'PostgreSQL binaries not found' };
  const cluster = await startPgCluster();
  const stopCluster = () => cluster.stop();
  process.on('exit', stopCluster);
  let server;
  try {
    server = await startServer({
      port: await freePort(),
      env: { DATABASE_URL: cluster.url, DEMO_DATA: 'on', DATA_DIR: path.join(cluster.dir, 'app-data') },
    });

    const cookie = await signIn(server.base, 'provider1@demo.ua', DEMO_PASSWORD);
    const probe = await request(`${server.base}/api/tenders?page_size=20`, { headers: { cookie } });
    if (probe.status === 404) return { skipped: 'endpoint not available yet (GET /api/tenders answered 404)' };
    if (probe.status !== 200)
      return { skipped: `GET /api/tenders answered ${probe.status}: ${probe.body.slice(0, 200)}` };

    const seedStarted = performance.now();
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    let regionIds;
    try {
      const author = await db.query("select id from users where email = 'manager@demo.ua'");
      const sql = fs.readFileSync(path.join(import.meta.dirname, 'seed-tenders.sql'), 'utf8');
      await db.query(sql, [author.rows[0].id, tenders]);
      await db.query('analyze');
      regionIds = (await db.query('select id from regions order by id')).rows.map((r) => r.id);
    } finally {
      await db.end();
    }
    const seedMs = performance.now() - seedStarted;
    log(`  seeded ${tenders} tenders in ${(seedMs / 1000).toFixed(1)} s`);

    const scenarios = [
      {
        name: 'status + region, deadline order',
        url: (i) =>
          `/api/tenders?page=1&page_size=20&status=published&region_id=${regionIds[i % regionIds.length]}&sort=-offers_deadline`,
      },
      {
        name: 'text search q=відділення №12',
        url: () => `/api/tenders?page=1&page_size=20&q=${encodeURIComponent('відділення №12')}`,
      },
      { name: 'no filter, page 5', url: () => `/api/tenders?page=5&page_size=20` },
    ];
    const results = [];
    for (const s of scenarios) {
      results.push({
        scenario: s.name,
        ...(await load(server.base, cookie, s.url, { concurrency, maxRequests, maxSeconds })),
      });
    }
    return { tenders, concurrency, seedMs: Math.round(seedMs), scenarios: results };
  } finally {
    await server?.stop();
    stopCluster();
    process.off('exit', stopCluster);
  }
}

/** `concurrency` loops over keep-alive connections; bounded by request count and by time. */
async function load(base, cookie, urlFor, { concurrency, maxRequests, maxSeconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = { cookie };
  // Warm-up: connections, JIT, PostgreSQL caches.
  for (let i = 0; i < 50; i++) await request(base + urlFor(i), { headers, agent });

  const latencies = [];
  let errors = 0;
  let next = 0;
  const deadline = performance.now() + maxSeconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (next < maxRequests && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        const res = await request(base + urlFor(i), { headers, agent });
        if (res.status !== 200) errors++;
        else latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    reqPerSec: Math.round((latencies.length + errors) / elapsed),
  };
}

const round = (n) => Math.round(n * 10) / 10;
