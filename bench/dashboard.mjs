// (f) GET /api/admin/dashboard on the big dataset (bench/dataset.mjs), as admin@demo.ua:
// p50/p95/p99 at 1 and at 10 connections for four filters, against a ceiling in the same run —
// a bare node:http + pg process (ceiling-server.mjs) running the very statements the product ran
// for that answer, captured from PostgreSQL's log. Product and ceiling alternate in rounds, so a
// change in the machine's load hits both. Before each filter, one answer with every month's kept
// sums out of date (ADR 0032) is timed on its own. Figures only; nothing here fails on timing.
import fs from 'node:fs';
import path from 'node:path';
import { openDataset } from './dataset.mjs';
import { DEMO_PASSWORD, loadAverage, percentiles, request, round, signIn, startCeiling, timedLoad } from './lib.mjs';
import { captureStatements, withoutBackgroundWrites } from './sql-capture.mjs';

/** A Kyiv calendar day, `YYYY-MM-DD`, `days` from today. */
const kyivDay = (date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
const addDays = (day, days) => kyivDay(new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000));

/** The four filters of the brief, relative to today (Kyiv). */
async function dashboardScenarios(db) {
  const today = kyivDay(new Date());
  const [year, month] = today.split('-').map(Number);
  // The last full quarter, and the last full calendar year.
  const quarterStartMonth = Math.floor((month - 1) / 3) * 3 + 1 - 3;
  const qYear = quarterStartMonth < 1 ? year - 1 : year;
  const qMonth = quarterStartMonth < 1 ? quarterStartMonth + 12 : quarterStartMonth;
  const qFrom = `${qYear}-${String(qMonth).padStart(2, '0')}-01`;
  const qTo = addDays(
    `${qMonth + 3 > 12 ? qYear + 1 : qYear}-${String(((qMonth + 2) % 12) + 1).padStart(2, '0')}-01`,
    -1,
  );
  const kyiv = (await db.query("select id from regions where name = 'м. Київ'")).rows[0].id;
  const fiber = (await db.query("select id from channel_options where kind = 'physics' and name = 'Оптоволокно'"))
    .rows[0].id;
  return [
    { name: 'last 12 months', query: `from=${addDays(today, -364)}&to=${today}` },
    { name: `quarter ${qFrom}…${qTo} + м. Київ`, query: `from=${qFrom}&to=${qTo}&region_id=${kyiv}` },
    {
      name: `year ${year - 1} + Оптоволокно`,
      query: `from=${year - 1}-01-01&to=${year - 1}-12-31&physics_id=${fiber}`,
    },
    { name: '3 years (custom range)', query: `from=${addDays(today, -3 * 365 + 1)}&to=${today}` },
  ];
}

/** Starts ceiling-server.mjs on the given statements; resolves once it listens. */
function startStatementsCeiling(url, scenarios) {
  const file = path.join(import.meta.dirname, 'results', 'ceiling-statements.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(scenarios));
  return startCeiling('ceiling-server.mjs', [url, file]);
}

export async function benchDashboard({
  concurrencies = [1, 10],
  secondsPerCell = Number(process.env.BENCH_DASHBOARD_SECONDS ?? 20),
  rounds = 2,
  log = console.log,
} = {}) {
  const ds = await openDataset({ log });
  if (!ds) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db, cluster } = ds;
  let ceiling;
  try {
    const cookie = await signIn(server.base, 'admin@demo.ua', DEMO_PASSWORD);
    const probe = await request(`${server.base}/api/admin/dashboard?from=2026-01-01&to=2026-01-31`, {
      headers: { cookie },
    });
    if (probe.status === 404) return { skipped: 'endpoint not available yet (GET /api/admin/dashboard answered 404)' };
    if (probe.status !== 200)
      return { skipped: `GET /api/admin/dashboard answered ${probe.status}: ${probe.body.slice(0, 200)}` };

    // What the product runs for each answer; the session's own statements stay with the product.
    const scenarios = await dashboardScenarios(db);
    const statements = {};
    for (const s of scenarios) {
      // The first answer after every month's kept sums went out of date sums them again
      // (ADR 0032); the captured statements and the timed load are of the answers after it.
      await db.query('update dashboard_months set computed_version = null');
      const started = performance.now();
      await request(`${server.base}/api/admin/dashboard?${s.query}`, { headers: { cookie }, timeoutMs: 120_000 });
      s.firstMs = round(performance.now() - started);
      const captured = await captureStatements(db, cluster.dir, () =>
        request(`${server.base}/api/admin/dashboard?${s.query}`, { headers: { cookie }, timeoutMs: 120_000 }),
      );
      statements[s.name] = withoutBackgroundWrites(captured).filter(
        (c) => !/\bfrom "sessions"|update "sessions"/.test(c.sql),
      );
      s.statements = statements[s.name].length;
      s.sessionStatements = captured.length - s.statements;
    }
    ceiling = await startStatementsCeiling(cluster.url, statements);

    const results = [];
    // Every filter at one connection first, while the machine is not yet busy with the queues of
    // the runs at ten, whose load would linger into the next cell.
    for (const concurrency of concurrencies) {
      for (const s of scenarios) {
        log(`  ${s.name} at ${concurrency} conn… (${loadAverage()})`);
        const product = { latencies: [], errors: 0 };
        const bare = { latencies: [], errors: 0 };
        let firstError;
        // Alternating rounds: product, ceiling, product, ceiling…
        for (let r = 0; r < rounds; r++) {
          const p = await timedLoad(server.base, () => `/api/admin/dashboard?${s.query}`, {
            headers: { cookie },
            concurrency,
            maxSeconds: secondsPerCell / rounds,
            warmUp: r === 0 ? concurrency : 0,
          });
          const c = await timedLoad(ceiling.base, () => `/${encodeURIComponent(s.name)}`, {
            concurrency,
            maxSeconds: secondsPerCell / rounds,
            warmUp: r === 0 ? concurrency : 0,
          });
          product.latencies.push(...p.latencies);
          product.errors += p.errors;
          bare.latencies.push(...c.latencies);
          bare.errors += c.errors;
          firstError ??= p.firstError ?? c.firstError;
        }
        product.latencies.sort((a, b) => a - b);
        bare.latencies.sort((a, b) => a - b);
        const pp = percentiles(product.latencies);
        const cp = percentiles(bare.latencies);
        results.push({
          scenario: s.name,
          concurrency,
          statements: s.statements,
          requests: product.latencies.length + product.errors,
          errors: product.errors,
          ...pp,
          ceiling: { requests: bare.latencies.length + bare.errors, errors: bare.errors, ...cp },
          ratio: round(pp.p50Ms / cp.p50Ms),
          firstMs: s.firstMs,
          firstError,
          load: loadAverage(),
        });
      }
    }
    return { tenders: ds.counts.tenders, offers: ds.counts.offers, scenarios: results };
  } finally {
    await ceiling?.stop();
    await ds.stop();
  }
}
