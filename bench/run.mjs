#!/usr/bin/env node
// `npm run bench`: prints figures against their targets, never fails on timing.
//   node bench/run.mjs [startup] [web] [lighthouse] [tenders] [deadline] [proposals] [dashboard] [lists] [exports] [sealed]
//   (default: all). tenders, dashboard, lists and exports run on the big dataset (dataset.mjs),
//   built on the first run (a few minutes) and kept in bench/.cache/.
// Results also go to bench/results/latest.json (gitignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchStartup } from './startup.mjs';
import { benchWebJs } from './web.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchTendersList } from './tenders-list.mjs';
import { benchDeadlineBurst } from './deadline-burst.mjs';
import { benchProposals } from './proposals.mjs';
import { benchDashboard } from './dashboard.mjs';
import { benchLists } from './lists.mjs';
import { benchExports } from './exports.mjs';
import { benchSealedTiming } from './sealed-timing.mjs';
import { loadAverage } from './lib.mjs';

const all = [
  'startup',
  'web',
  'lighthouse',
  'tenders',
  'deadline',
  'proposals',
  'dashboard',
  'lists',
  'exports',
  'sealed',
];
const selected = process.argv.slice(2).filter((a) => all.includes(a));
const run = selected.length ? selected : all;

const results = {
  at: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memGB: Math.round(os.totalmem() / 2 ** 30),
    loadAtStart: os.loadavg(),
  },
};
// Other work on the machine shows in every figure: the load goes with the results.
console.log(`${loadAverage()} at the start`);
const rows = [];
const row = (name, value, target, note = '') => rows.push({ name, value, target, note });

async function step(name, fn) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  try {
    return await fn();
  } catch (err) {
    console.log(`  failed: ${err.message.split('\n')[0]}`);
    return { error: err.message };
  } finally {
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

if (run.includes('startup')) {
  const r = (results.startup = await step('(a) server start on the embedded database, and its memory', () =>
    benchStartup(),
  ));
  if (r.error) row('first start (empty data dir)', 'error', '≤ 5 s', r.error.split('\n')[0]);
  else {
    row(
      'first start (empty data dir)',
      `${(r.firstStartMs / 1000).toFixed(2)} s`,
      '≤ 5 s',
      `server CPU ${(r.firstStartCpuMs / 1000).toFixed(1)} s; ${r.machineLoad}`,
    );
    row(
      'restart (same data dir)',
      `${(r.restartMedianMs / 1000).toFixed(2)} s`,
      '≤ 1 s',
      `median of ${r.restartMs.join(', ')} ms; server CPU ${(r.restartCpuMedianMs / 1000).toFixed(1)} s`,
    );
    row(
      'server memory after the first start',
      `${r.memory.afterStartMB} MB`,
      '≤ 300 MB',
      `VmRSS; the database's WebAssembly memory ${r.memory.databaseAfterStartMB} MB of it`,
    );
    row(
      'server memory after 10,000 requests',
      `${r.memory.afterRequestsMB} MB`,
      '≤ 300 MB',
      `database ${r.memory.databaseAfterRequestsMB} MB of it; peak ${r.memory.peakMB} MB; ${r.load.requests} req (${r.load.errors} errors), ${r.load.reqPerSec} req/s, p50 ${r.load.p50Ms} / p99 ${r.load.p99Ms} ms; after a restart ${r.restartRssMedianMB} MB`,
    );
  }
}

if (run.includes('web')) {
  const r = (results.webJs = await step('(b) JavaScript loaded for /login and /tenders (signed in)', () =>
    benchWebJs(),
  ));
  for (const [page, target] of [
    ['login', '≤ 150 KB'],
    ['tenders', '≤ 250 KB'],
  ]) {
    if (r.error) row(`/${page} JS (gzip)`, 'error', target, r.error.split('\n')[0]);
    else
      row(
        `/${page} JS (gzip)`,
        `${r[page].gzipKB} KB`,
        target,
        `${r[page].files} files, ${r[page].rawKB} KB raw; largest: ${r[page].largest.slice(0, 3).join(', ')}`,
      );
  }
}

if (run.includes('lighthouse')) {
  const r = (results.lighthouse = await step('(b) Lighthouse, desktop, /login and /tenders (signed in)', () =>
    benchLighthouse(),
  ));
  if (r.error) row('Lighthouse', 'error', '', r.error.split('\n')[0]);
  else {
    for (const p of r.pages) {
      row(
        `Lighthouse ${p.page}: performance / accessibility`,
        `${p.performance} / ${p.accessibility}`,
        '≥ 95 / 100',
        `median of ${r.runs} (${p.performanceRuns.join(', ')})${p.accessibilityFailures.length ? `; failing: ${p.accessibilityFailures.join(', ')}` : ''}; ${r.load}`,
      );
      row(
        `Lighthouse ${p.page}: total blocking time`,
        `${p.tbtMs} ms`,
        '≤ 150 ms',
        `FCP ${p.fcpMs} ms, LCP ${p.lcpMs} ms, CLS ${p.cls}`,
      );
    }
  }
}

if (run.includes('tenders')) {
  const r = (results.tenders = await step(
    '(c) GET /api/tenders on the big dataset, against a hand-tuned Fastify + pg ceiling',
    () => benchTendersList(),
  ));
  if (r.error) row('GET /api/tenders', 'error', '', r.error.split('\n')[0]);
  else if (r.skipped) row('GET /api/tenders', 'skipped', '', r.skipped);
  else {
    for (const s of r.scenarios) {
      row(
        `tenders, ${s.session}: ${s.scenario}: share of the ceiling at ${r.concurrency} conn`,
        `${s.share} %`,
        '≥ 85 %',
        `${s.productReqPerSec} / ${s.ceilingReqPerSec} req/s (rotations ${s.shares.join(', ')} %); ${s.total} found; ${s.errors} errors; ${s.load}`,
      );
      row(
        `tenders, ${s.session}: ${s.scenario}: 1 conn`,
        `p50 ${s.product.p50Ms} / p99 ${s.product.p99Ms} ms`,
        'p50 ≤ 1.3 × ceiling',
        `ceiling p50 ${s.ceiling.p50Ms} / p99 ${s.ceiling.p99Ms} ms: ${s.p50Ratio} ×`,
      );
    }
  }
}

if (run.includes('deadline')) {
  const r = (results.deadline = await step(
    '(d) 500 providers, 1,000 offers and revisions in the last 30 s before a deadline, on PostgreSQL',
    () => benchDeadlineBurst(),
  ));
  if (r.error) row('deadline burst', 'error', '', r.error.split('\n')[0]);
  else if (r.skipped) row('deadline burst', 'skipped', '', r.skipped);
  else {
    const sent = Object.entries(r.sent)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    row(
      'deadline burst: acknowledged = stored',
      `${r.acknowledgedOffers} = ${r.storedOffers} offers, ${r.acknowledgedSubmitted} = ${r.storedSubmitted} submitted`,
      '0 lost',
      `${r.lost} lost, ${r.stampedLate} stamped at/after the deadline; history ${r.historyIntact ? 'intact' : 'BROKEN'}; ${r.sessions} providers sent ${r.offersAndRevisions} offers and revisions (${sent})`,
    );
    row('deadline burst: 5xx', String(r.fiveXx), '0', `${r.otherErrors} other errors besides deadline_passed`);
    row(
      'deadline burst: late attempts refused',
      `${r.lateRefused} of ${r.lateAttempts}`,
      'all',
      `${r.lateAccepted} accepted after being sent late; ${r.refusedAtDeadline} sent before the deadline and judged after it`,
    );
    row(
      'deadline burst: latency',
      `p50 ${r.p50Ms} ms / p99 ${r.p99Ms} ms`,
      'p99 ≤ 200 ms',
      `${r.requests} req, ${r.reqPerSec} req/s (peak second ${r.peakReqPerSec}); last 5 s: ${r.burstRequests} req, p99 ${r.burstP99Ms} ms; max ${r.maxMs} ms; CPU per request: server ${r.cpu.serverMsPerRequest} ms, PostgreSQL ${r.cpu.databaseMsPerRequest} ms; ${r.load}`,
    );
  }
}

if (run.includes('proposals')) {
  const r = (results.proposals = await step(
    '(e) GET /api/tenders/{id}/proposals and …/offers on PostgreSQL, 50 offers on 1 lot and on 12 lots, against a bare node:http + pg ceiling',
    () => benchProposals(),
  ));
  if (r.error) row('GET …/proposals', 'error', '', r.error.split('\n')[0]);
  else if (r.skipped) row('GET …/proposals', 'skipped', '', r.skipped);
  else {
    for (const s of r.scenarios) {
      row(
        `${s.scenario}, ${r.concurrency} conn`,
        `p50 ${s.p50Ms} / p99 ${s.p99Ms} ms`,
        'p99 ≤ 100 ms',
        `${s.answer}; ${s.requests} req, ${s.reqPerSec} req/s, ${s.errors} errors, ${s.responseKB} KB; ceiling (${s.statements} statements) p50 ${s.ceiling.p50Ms} / p99 ${s.ceiling.p99Ms} ms over ${s.ceiling.requests} req: product p50 = ${s.ratio} × ceiling; ${s.load}`,
      );
    }
  }
}

if (run.includes('dashboard')) {
  const r = (results.dashboard = await step(
    '(f) GET /api/admin/dashboard on the big dataset, against a bare node:http + pg ceiling',
    () => benchDashboard(),
  ));
  if (r.error) row('GET /api/admin/dashboard', 'error', '', r.error.split('\n')[0]);
  else if (r.skipped) row('GET /api/admin/dashboard', 'skipped', '', r.skipped);
  else {
    for (const s of r.scenarios) {
      row(
        `dashboard: ${s.scenario}, ${s.concurrency} conn`,
        `p50 ${s.p50Ms} / p95 ${s.p95Ms} / p99 ${s.p99Ms} ms`,
        'p95 ≤ 150 ms',
        `${s.requests} req, ${s.errors} errors; first answer summing every month ${s.firstMs} ms; ceiling (${s.statements} statements) p50 ${s.ceiling.p50Ms} / p95 ${s.ceiling.p95Ms} ms over ${s.ceiling.requests} req: product p50 = ${s.ratio} × ceiling; ${s.load}`,
      );
    }
  }
}

if (run.includes('lists')) {
  const r = (results.lists = await step('(g) every list, first page, on the big dataset', () => benchLists()));
  if (r.error) row('lists', 'error', '', r.error.split('\n')[0]);
  else if (r.skipped) row('lists', 'skipped', '', r.skipped);
  else {
    for (const s of r.scenarios) {
      row(
        `${s.list}: ${s.scenario}`,
        `p50 ${s.p50Ms} ms / p99 ${s.p99Ms} ms`,
        'p99 ≤ 50 ms',
        `${s.requests} req at ${r.concurrency} conn, ${s.reqPerSec} req/s, ${s.errors} errors${s.total === null ? '' : `; ${s.total} found`}; ${s.load}`,
      );
    }
  }
}

if (run.includes('exports')) {
  const r = (results.exports = await step('(h) GET /api/admin/orders.xlsx and .csv of the whole archive', () =>
    benchExports(),
  ));
  if (r.error) row('orders export', 'error', '', r.error.split('\n')[0]);
  else if (r.skipped) row('orders export', 'skipped', '', r.skipped);
  else {
    for (const x of r.results) {
      row(
        `orders.${x.format}, ${x.scope}: memory growth`,
        `${x.rssGrowthMB} MB`,
        '< 100 MB',
        `${x.total} of ${r.archived} archived${x.rows === null ? '' : `, ${x.rows} rows in the file`}; RSS ${x.rssBeforeMB} → ${x.rssPeakMB} MB; ${x.load}`,
      );
      row(
        `orders.${x.format}, ${x.scope}: time`,
        `${(x.lastByteMs / 1000).toFixed(1)} s to the last byte`,
        '',
        `first byte ${x.firstByteMs} ms, ${(x.bytes / 2 ** 20).toFixed(1)} MB`,
      );
    }
  }
}

if (run.includes('sealed')) {
  const r = (results.sealed = await step(
    '(i) a hidden offer, document and letter against a missing id: the same answer, and the time it takes',
    () => benchSealedTiming(),
  ));
  if (r.error) row('hidden vs missing id', 'error', '', r.error.split('\n')[0]);
  else if (r.skipped) row('hidden vs missing id', 'skipped', '', r.skipped);
  else {
    for (const x of r.results) {
      row(
        `hidden − missing: ${x.route}`,
        `${x.differenceMs} ± ${x.noiseMs} ms`,
        'within the noise',
        `${x.withinNoise ? 'within' : 'OUTSIDE'} 2 × noise; both answer ${x.answer}; medians ${x.hiddenMedianMs} vs ${x.missingMedianMs} ms over ${r.calls} calls each; ${r.load}`,
      );
    }
  }
}

// The table.
const widths = ['name', 'value', 'target'].map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
const line = (r) =>
  `  ${String(r.name).padEnd(widths[0])}  ${String(r.value).padEnd(widths[1])}  ${String(r.target).padEnd(widths[2])}  ${r.note}`;
console.log(`\nResults (figures only; nothing here fails on timing), ${loadAverage()} at the end\n`);
console.log(line({ name: 'measure', value: 'value', target: 'target', note: 'note' }));
console.log(`  ${'-'.repeat(widths[0])}  ${'-'.repeat(widths[1])}  ${'-'.repeat(widths[2])}  ----`);
for (const r of rows) console.log(line(r));

const out = path.join(import.meta.dirname, 'results', 'latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ ...results, table: rows }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(process.cwd(), out)}`);
