// (h) GET /api/admin/orders.xlsx and .csv of the whole archive on the big dataset (~100,000
// closed tenders, bench/dataset.mjs): time to the first and the last byte, bytes, rows (CSV),
// and the server process's resident memory (VmRSS in /proc/<pid>/status, sampled every 20 ms
// while the file downloads) above what it held just before. The whole archive is downloaded once
// more by a slow reader (SLOW_READER_BYTES_PER_S, as a browser on a slow line): the server must
// wait for it, not hold the file. Figures only.
import fs from 'node:fs';
import http from 'node:http';
import { openDataset } from './dataset.mjs';
import { DEMO_PASSWORD, loadAverage, request, round, signIn } from './lib.mjs';

/** VmRSS of a process in MB; null where /proc is not there. */
function residentMB(pid) {
  try {
    const kB = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Number(kB) / 1024 : null;
  } catch {
    return null;
  }
}

const SLOW_READER_BYTES_PER_S = 1_000_000;

/**
 * Downloads `url`, counting bytes and lines, while sampling the server's memory; with
 * `bytesPerSecond`, reading no faster than that (the socket's flow control slows the server).
 */
function download(url, { cookie, pid, bytesPerSecond }) {
  return new Promise((resolve, reject) => {
    const before = residentMB(pid);
    let peak = before;
    const sampler = setInterval(() => {
      const mb = residentMB(pid);
      if (mb !== null && mb > peak) peak = mb;
    }, 20);
    const started = performance.now();
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    const req = http.get(url, { headers: { cookie } }, (res) => {
      res.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        const aheadMs = bytesPerSecond ? (bytes / bytesPerSecond) * 1000 - (performance.now() - started) : 0;
        if (aheadMs > 5) {
          res.pause();
          setTimeout(() => res.resume(), aheadMs);
        }
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({
          status: res.statusCode,
          contentType: res.headers['content-type'],
          disposition: res.headers['content-disposition'],
          firstByteMs: round(firstByteMs ?? 0),
          lastByteMs: round(performance.now() - started),
          bytes,
          lines,
          rssBeforeMB: round(before ?? NaN),
          rssPeakMB: round(peak ?? NaN),
          rssGrowthMB: round((peak ?? NaN) - (before ?? NaN)),
        });
      });
      res.on('error', reject);
    });
    req.on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
    req.setTimeout(600_000, () => req.destroy(new Error('export timed out')));
  });
}

export async function benchExports({ log = console.log } = {}) {
  const ds = await openDataset({ log });
  if (!ds) return { skipped: 'PostgreSQL binaries not found' };
  const { server } = ds;
  try {
    const cookie = await signIn(server.base, 'admin@demo.ua', DEMO_PASSWORD);
    const probe = await request(`${server.base}/api/admin/orders?page_size=1`, { headers: { cookie } });
    if (probe.status === 404) return { skipped: 'endpoint not available yet (GET /api/admin/orders answered 404)' };
    if (probe.status !== 200)
      return { skipped: `GET /api/admin/orders answered ${probe.status}: ${probe.body.slice(0, 200)}` };
    const archived = JSON.parse(probe.body).total;

    // A small export of each format first, so loading the writers' modules is not counted as growth.
    for (const format of ['xlsx', 'csv']) {
      const warm = await request(
        `${server.base}/api/admin/orders.${format}?q=${encodeURIComponent('відділення №1234')}`,
        {
          headers: { cookie },
        },
      );
      if (warm.status === 404)
        return { skipped: `endpoint not available yet (GET /api/admin/orders.${format} answered 404)` };
      if (warm.status !== 200)
        throw new Error(`GET /api/admin/orders.${format} answered ${warm.status}: ${warm.body.slice(0, 200)}`);
    }

    // One region's part first, then the whole archive: growth that stays the same while the rows
    // grow five-fold is the writers' working set, not the rows.
    const kyiv = (await ds.db.query("select id from regions where name = 'м. Київ'")).rows[0].id;
    const scopes = [
      { name: 'м. Київ', query: `?region_id=${kyiv}` },
      { name: 'whole archive', query: '' },
      { name: 'whole archive, slow reader', query: '', bytesPerSecond: SLOW_READER_BYTES_PER_S },
    ];
    const results = [];
    for (const scope of scopes) {
      const listed = await request(`${server.base}/api/admin/orders${scope.query || '?'}&page_size=1`, {
        headers: { cookie },
      });
      const total = JSON.parse(listed.body).total;
      for (const format of ['xlsx', 'csv']) {
        log(`  orders.${format}, ${scope.name}, ${total} rows… (${loadAverage()})`);
        const r = await download(`${server.base}/api/admin/orders.${format}${scope.query}`, {
          cookie,
          pid: server.pid,
          bytesPerSecond: scope.bytesPerSecond,
        });
        if (r.status !== 200) throw new Error(`GET /api/admin/orders.${format} answered ${r.status}`);
        results.push({
          format,
          scope: scope.name,
          total,
          ...r,
          // The CSV's lines past its header are its rows; the XLSX is zipped, so it has no such count.
          rows: format === 'csv' ? r.lines - 1 : null,
          load: loadAverage(),
        });
      }
    }
    return { archived, results };
  } finally {
    await ds.stop();
  }
}
