// (c) GET /api/tenders on the big dataset (bench/dataset.mjs) against the hand-tuned ceiling of
// ceiling-tenders.mjs on the same database, for three queries and for a bank and a provider
// session: the product's share of the ceiling's throughput at 50 connections and both p50/p99
// at one connection. Product and ceiling alternate in rotations, so a change in the machine's
// load hits both; the share is the median of the rotations'. Both must give the same answer,
// or the comparison is void. Figures only; nothing here fails on timing.
import { isDeepStrictEqual } from 'node:util';
import { openDataset } from './dataset.mjs';
import {
  DEMO_PASSWORD,
  loadAverage,
  median,
  percentiles,
  request,
  round,
  signIn,
  startCeiling,
  timedLoad,
} from './lib.mjs';

const SCENARIOS = [
  {
    name: 'published + region + «інтернет», deadline order',
    path: `/api/tenders?page=1&page_size=20&status=published&region_id=1&q=${encodeURIComponent('інтернет')}&sort=-offers_deadline`,
  },
  { name: 'no filter, page 5', path: '/api/tenders?page=5&page_size=20' },
  {
    name: 'rare word «радіорелейний»',
    path: `/api/tenders?page=1&page_size=20&q=${encodeURIComponent('радіорелейний')}`,
  },
];
const SESSIONS = [
  { side: 'bank', login: 'manager@demo.ua' },
  { side: 'provider', login: 'provider1@demo.ua' },
];

export async function benchTendersList({
  rotations = 3,
  secondsPerRun = Number(process.env.BENCH_LIST_SECONDS ?? 4),
  concurrency = 50,
  log = console.log,
} = {}) {
  const ds = await openDataset({ log });
  if (!ds) return { skipped: 'PostgreSQL binaries not found' };
  const { server, cluster } = ds;
  const ceiling = await startCeiling('ceiling-tenders.mjs', [cluster.url]);
  try {
    const results = [];
    for (const session of SESSIONS) {
      const headers = { cookie: await signIn(server.base, session.login, DEMO_PASSWORD) };
      for (const s of SCENARIOS) {
        const [mine, bare] = await Promise.all(
          [server.base, ceiling.base].map((base) => request(base + s.path, { headers })),
        );
        if (mine.status !== 200) throw new Error(`${s.path} answered ${mine.status}: ${mine.body.slice(0, 200)}`);
        if (!isDeepStrictEqual(JSON.parse(mine.body), JSON.parse(bare.body)))
          throw new Error(`the ceiling's answer differs from the product's for ${session.side}: ${s.path}`);
        const total = JSON.parse(mine.body).total;
        log(`  ${session.side}: ${s.name} (${total} found)… (${loadAverage()})`);

        const run = (base, conc, warmUp) =>
          timedLoad(base, () => s.path, { headers, concurrency: conc, maxSeconds: secondsPerRun, warmUp });
        const one = { product: [], ceiling: [] };
        const shares = [];
        const throughput = { product: [], ceiling: [] };
        let errors = 0;
        for (let r = 0; r < rotations; r++) {
          const warmUp = r === 0 ? 200 : 0;
          const p1 = await run(server.base, 1, warmUp);
          const c1 = await run(ceiling.base, 1, warmUp);
          one.product.push(...p1.latencies);
          one.ceiling.push(...c1.latencies);
          const pN = await run(server.base, concurrency, warmUp);
          const cN = await run(ceiling.base, concurrency, warmUp);
          const productRate = pN.latencies.length / pN.seconds;
          const ceilingRate = cN.latencies.length / cN.seconds;
          throughput.product.push(productRate);
          throughput.ceiling.push(ceilingRate);
          shares.push(productRate / ceilingRate);
          errors += p1.errors + c1.errors + pN.errors + cN.errors;
        }
        const p = percentiles(one.product.sort((a, b) => a - b));
        const c = percentiles(one.ceiling.sort((a, b) => a - b));
        results.push({
          session: session.side,
          scenario: s.name,
          total,
          share: Math.round(median(shares) * 100),
          shares: shares.map((x) => Math.round(x * 100)),
          productReqPerSec: Math.round(median(throughput.product)),
          ceilingReqPerSec: Math.round(median(throughput.ceiling)),
          product: { p50Ms: p.p50Ms, p99Ms: p.p99Ms },
          ceiling: { p50Ms: c.p50Ms, p99Ms: c.p99Ms },
          p50Ratio: round(p.p50Ms / c.p50Ms),
          errors,
          load: loadAverage(),
        });
      }
    }
    return { tenders: ds.counts.tenders, offers: ds.counts.offers, concurrency, scenarios: results };
  } finally {
    await ceiling.stop();
    await ds.stop();
  }
}
