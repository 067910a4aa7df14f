// (c) GET /api/tenders on PostgreSQL with 10,000 tenders: p50/p99 at 20 concurrent keep-alive
// connections, a page of 20 with filters. A throwaway PostgreSQL cluster, the real server on it
// (demo accounts), the tenders inserted with generate_series, a bounded load loop on loopback.
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, loadLoop, request, signIn, startPgServer } from './lib.mjs';

export async function benchTendersList({
  tenders = 10_000,
  concurrency = 20,
  maxRequests = 4_000,
  maxSeconds = 30,
  log = console.log,
} = {}) {
  const pgServer = await startPgServer();
  if (!pgServer) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db } = pgServer;
  try {
    const cookie = await signIn(server.base, 'provider1@demo.ua', DEMO_PASSWORD);
    const probe = await request(`${server.base}/api/tenders?page_size=20`, { headers: { cookie } });
    if (probe.status === 404) return { skipped: 'endpoint not available yet (GET /api/tenders answered 404)' };
    if (probe.status !== 200)
      return { skipped: `GET /api/tenders answered ${probe.status}: ${probe.body.slice(0, 200)}` };

    const seedStarted = performance.now();
    const author = await db.query("select id from users where email = 'manager@demo.ua'");
    const sql = fs.readFileSync(path.join(import.meta.dirname, 'seed-tenders.sql'), 'utf8');
    await db.query(sql, [author.rows[0].id, tenders]);
    await db.query('analyze');
    const regionIds = (await db.query('select id from regions order by id')).rows.map((r) => r.id);
    const seedMs = performance.now() - seedStarted;
    log(`  seeded ${tenders} tenders in ${(seedMs / 1000).toFixed(1)} s`);

    const scenarios = [
      {
        name: 'status + region, deadline order',
        // The target: a page of 20 with a filter.
        target: 'p99 ≤ 50 ms',
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
        target: s.target,
        ...(await loadLoop(server.base, cookie, s.url, { concurrency, maxRequests, maxSeconds })),
      });
    }
    return { tenders, concurrency, seedMs: Math.round(seedMs), scenarios: results };
  } finally {
    await pgServer.stop();
  }
}
