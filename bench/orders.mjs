// (g) GET /api/admin/orders, the archive of closed tenders, on the big dataset (bench/dataset.mjs)
// as admin@demo.ua: the first page of 20 for five filters at 20 keep-alive connections, p50/p99.
// Figures only; nothing here fails on timing.
import { openDataset } from './dataset.mjs';
import { DEMO_PASSWORD, loadAverage, percentiles, request, signIn, timedLoad } from './lib.mjs';

export async function benchOrders({
  concurrency = 20,
  maxSeconds = Number(process.env.BENCH_ORDERS_SECONDS ?? 15),
  log = console.log,
} = {}) {
  const ds = await openDataset({ log });
  if (!ds) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db } = ds;
  try {
    const cookie = await signIn(server.base, 'admin@demo.ua', DEMO_PASSWORD);
    const probe = await request(`${server.base}/api/admin/orders?page_size=20`, { headers: { cookie } });
    if (probe.status === 404) return { skipped: 'endpoint not available yet (GET /api/admin/orders answered 404)' };
    if (probe.status !== 200)
      return { skipped: `GET /api/admin/orders answered ${probe.status}: ${probe.body.slice(0, 200)}` };
    const archived = JSON.parse(probe.body).total;

    const regionIds = (await db.query('select id from regions order by id')).rows.map((r) => r.id);
    // The ten organisations that won most, so the winner filter has thousands of rows to page.
    const winners = (
      await db.query(`select organization_id as id from offers where status = 'won'
        group by 1 order by count(*) desc limit 10`)
    ).rows.map((r) => r.id);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    const quarterAgo = new Date(Date.now() - 90 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
    const statuses = ['awarded', 'completed', 'cancelled', 'unsuccessful'];

    const page = '/api/admin/orders?page=1&page_size=20';
    const scenarios = [
      { name: 'no filter', url: () => page },
      {
        name: 'status + region',
        url: (i) => `${page}&status=${statuses[i % 4]}&region_id=${regionIds[Math.floor(i / 4) % regionIds.length]}`,
      },
      { name: `period ${quarterAgo}…${today}`, url: () => `${page}&from=${quarterAgo}&to=${today}` },
      { name: 'text search q=відділення №12', url: () => `${page}&q=${encodeURIComponent('відділення №12')}` },
      { name: 'winner', url: (i) => `${page}&winner_id=${winners[i % winners.length]}` },
    ];
    const results = [];
    for (const s of scenarios) {
      log(`  ${s.name}… (${loadAverage()})`);
      const r = await timedLoad(server.base, s.url, {
        headers: { cookie },
        concurrency,
        maxSeconds,
        warmUp: 2 * concurrency,
      });
      results.push({
        scenario: s.name,
        requests: r.latencies.length + r.errors,
        errors: r.errors,
        firstError: r.firstError,
        reqPerSec: Math.round((r.latencies.length + r.errors) / r.seconds),
        ...percentiles(r.latencies),
        load: loadAverage(),
      });
    }
    return { archived, concurrency, scenarios: results };
  } finally {
    await ds.stop();
  }
}
