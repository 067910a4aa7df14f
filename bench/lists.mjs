// (g) Every list of the product on the big dataset (bench/dataset.mjs): the first page of 20 for
// several filters each, at 20 keep-alive connections, p50/p99, each as the user who reads it.
// A filter that takes a value (region, status, winner) cycles through its values. Figures only;
// nothing here fails on timing.
import { openDataset } from './dataset.mjs';
import { DEMO_PASSWORD, loadAverage, percentiles, request, signIn, timedLoad } from './lib.mjs';

const kyivDay = (ms) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
const q = (text) => encodeURIComponent(text);

/** The lists and their filters; `url(i)` is the i-th request's path. */
async function listScenarios(db) {
  const regions = (await db.query('select id from regions order by id')).rows.map((r) => r.id);
  // The ten organisations that won most, so the winner filter has thousands of rows to page.
  const winners = (
    await db.query(`select organization_id as id from offers where status = 'won'
      group by 1 order by count(*) desc limit 10`)
  ).rows.map((r) => r.id);
  // Tenders whose offers the bank reads: under evaluation or decided, with the most offers.
  const crowded = (
    await db.query(`select tender_id as id from offers o join tenders t on t.id = o.tender_id
      where t.status in ('evaluation', 'awarded') group by 1 order by count(*) desc limit 10`)
  ).rows.map((r) => r.id);
  const today = kyivDay(Date.now());
  const quarterAgo = kyivDay(Date.now() - 90 * 86_400_000);
  const soon = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const cycle = (values, i) => values[i % values.length];
  const orderStatuses = ['awarded', 'completed', 'cancelled', 'unsuccessful'];
  const tenderStatuses = ['published', 'evaluation', 'awarded', 'completed', 'cancelled', 'unsuccessful'];
  return [
    [
      'manager@demo.ua',
      'tenders',
      [
        ['no filter', () => '/api/tenders?page=1&page_size=20'],
        [
          'status + region',
          (i) => `/api/tenders?page=1&page_size=20&status=${cycle(tenderStatuses, i)}&region_id=${cycle(regions, i)}`,
        ],
        ['search «відділення №12»', () => `/api/tenders?page=1&page_size=20&q=${q('відділення №12')}`],
        [
          'deadline within a week',
          () => `/api/tenders?page=1&page_size=20&deadline_to=${q(soon)}&sort=offers_deadline`,
        ],
      ],
    ],
    [
      'provider1@demo.ua',
      'tenders (provider)',
      [
        [
          'taking offers',
          (i) =>
            `/api/tenders?page=1&page_size=20&status=published&region_id=${cycle(regions, i)}&sort=-offers_deadline`,
        ],
      ],
    ],
    [
      'manager@demo.ua',
      'offers of a tender',
      [['the most offered tenders', (i) => `/api/tenders/${cycle(crowded, i)}/offers`]],
    ],
    [
      'manager@demo.ua',
      'history of a tender',
      [['the most offered tenders', (i) => `/api/tenders/${cycle(crowded, i)}/history`]],
    ],
    [
      'provider1@demo.ua',
      'provider history',
      [
        ['no filter', () => '/api/provider/history?page=1&page_size=20'],
        ['won', () => '/api/provider/history?page=1&page_size=20&outcome=won'],
        ['search «інтернет»', () => `/api/provider/history?page=1&page_size=20&q=${q('інтернет')}`],
      ],
    ],
    [
      'admin@demo.ua',
      'archive of closed tenders',
      [
        ['no filter', () => '/api/admin/orders?page=1&page_size=20'],
        [
          'status + region',
          (i) =>
            `/api/admin/orders?page=1&page_size=20&status=${cycle(orderStatuses, i)}&region_id=${cycle(regions, Math.floor(i / 4))}`,
        ],
        [`period ${quarterAgo}…${today}`, () => `/api/admin/orders?page=1&page_size=20&from=${quarterAgo}&to=${today}`],
        ['search «відділення №12»', () => `/api/admin/orders?page=1&page_size=20&q=${q('відділення №12')}`],
        ['winner', (i) => `/api/admin/orders?page=1&page_size=20&winner_id=${cycle(winners, i)}`],
      ],
    ],
    [
      'admin@demo.ua',
      'providers (administration)',
      [
        ['no filter', () => '/api/providers?page=1&page_size=20'],
        ['verified', () => '/api/providers?page=1&page_size=20&verified=true'],
        ['search «телеком»', () => `/api/providers?page=1&page_size=20&q=${q('телеком')}`],
      ],
    ],
    [
      'admin@demo.ua',
      'users',
      [
        ['no filter', () => '/api/admin/users?page=1&page_size=20'],
        ['providers', () => '/api/admin/users?page=1&page_size=20&role=provider'],
        ['search «demo»', () => '/api/admin/users?page=1&page_size=20&q=demo'],
      ],
    ],
    [
      'admin@demo.ua',
      'letter archive',
      [
        ['no filter', () => '/api/admin/emails?page=1&page_size=20'],
        ['sent', () => '/api/admin/emails?page=1&page_size=20&status=sent'],
        [`period ${quarterAgo}…${today}`, () => `/api/admin/emails?page=1&page_size=20&from=${quarterAgo}&to=${today}`],
      ],
    ],
    ['admin@demo.ua', 'feedback', [['no filter', () => '/api/admin/feedback?page=1&page_size=20']]],
    ['admin@demo.ua', 'file library', [['no filter', () => '/api/admin/files?page=1&page_size=20']]],
    [
      'admin@demo.ua',
      'settings changes',
      [['channels', () => '/api/admin/settings/changes?area=channels&page=1&page_size=20']],
    ],
  ];
}

export async function benchLists({
  concurrency = 20,
  maxSeconds = Number(process.env.BENCH_LISTS_SECONDS ?? 8),
  log = console.log,
} = {}) {
  const ds = await openDataset({ log });
  if (!ds) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db } = ds;
  try {
    const cookies = new Map();
    const results = [];
    for (const [login, list, scenarios] of await listScenarios(db)) {
      if (!cookies.has(login)) cookies.set(login, await signIn(server.base, login, DEMO_PASSWORD));
      const headers = { cookie: cookies.get(login) };
      for (const [name, url] of scenarios) {
        const probe = await request(server.base + url(0), { headers });
        if (probe.status !== 200) throw new Error(`${url(0)} answered ${probe.status}: ${probe.body.slice(0, 200)}`);
        const total = JSON.parse(probe.body).total;
        log(`  ${list}: ${name}… (${loadAverage()})`);
        const r = await timedLoad(server.base, url, { headers, concurrency, maxSeconds, warmUp: 2 * concurrency });
        results.push({
          list,
          scenario: name,
          // A list without paging (a tender's offers, its history) has no total.
          total: total ?? null,
          requests: r.latencies.length + r.errors,
          errors: r.errors,
          firstError: r.firstError,
          reqPerSec: Math.round((r.latencies.length + r.errors) / r.seconds),
          ...percentiles(r.latencies),
          load: loadAverage(),
        });
      }
    }
    return { concurrency, tenders: ds.counts.tenders, scenarios: results };
  } finally {
    await ds.stop();
  }
}
