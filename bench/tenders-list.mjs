// (c) GET /api/tenders on the big dataset (bench/dataset.mjs): p50/p99 at 20 concurrent keep-alive
// connections, a page of 20 with filters, a bounded load loop on loopback.
import { openDataset } from './dataset.mjs';
import { DEMO_PASSWORD, loadLoop, request, signIn } from './lib.mjs';

export async function benchTendersList({
  concurrency = 20,
  maxRequests = 4_000,
  maxSeconds = 30,
  log = console.log,
} = {}) {
  const pgServer = await openDataset({ log });
  if (!pgServer) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db } = pgServer;
  try {
    const cookie = await signIn(server.base, 'provider1@demo.ua', DEMO_PASSWORD);
    const probe = await request(`${server.base}/api/tenders?page_size=20`, { headers: { cookie } });
    if (probe.status === 404) return { skipped: 'endpoint not available yet (GET /api/tenders answered 404)' };
    if (probe.status !== 200)
      return { skipped: `GET /api/tenders answered ${probe.status}: ${probe.body.slice(0, 200)}` };

    const regionIds = (await db.query('select id from regions order by id')).rows.map((r) => r.id);

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
    return { tenders: pgServer.counts.tenders, concurrency, scenarios: results };
  } finally {
    await pgServer.stop();
  }
}
