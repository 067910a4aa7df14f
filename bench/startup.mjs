// (a) The embedded database's server: time from spawning it (built, as `npm start` runs it; demo
// data) until /api/ready answers, on an empty data directory and then restarted on the same one,
// and its resident memory (VmRSS) after the first start and after 10,000 signed-in requests
// (pages of GET /api/tenders and tender cards), with the part of it that is the embedded
// database's WebAssembly memory. The server's CPU time to ready goes with each
// start: unlike the wall time, it hardly depends on what else the machine runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/pg-cluster.mjs';
import { DEMO_PASSWORD, loadAverage, median, percentiles, request, signIn, startServer, timedLoad } from './lib.mjs';

/** A line of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the most it has been). */
const statusMB = (pid, field) =>
  Math.round(Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024);

/**
 * The resident MB of the process's largest anonymous mapping: the embedded database's WebAssembly
 * memory, one reservation that grows and never shrinks (the JavaScript heap is many small ones).
 */
const databaseMemoryMB = (pid) => {
  let largest = 0;
  let anonymous = false;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(\S*)/.exec(line);
    if (header) anonymous = header[1] === '';
    else if (anonymous && line.startsWith('Rss:')) largest = Math.max(largest, Number(line.split(/\s+/)[1]));
  }
  return Math.round(largest / 1024);
};

/** User and system CPU time the process has used, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The i-th request of the mix: four list pages (a search among them) to one tender card. */
function requestMix(tenderIds) {
  const pages = [
    '/api/tenders?page=1&page_size=20',
    '/api/tenders?page=2&page_size=20',
    '/api/tenders?page=1&page_size=20&status=published&sort=-offers_deadline',
    `/api/tenders?page=1&page_size=20&q=${encodeURIComponent('канал')}`,
  ];
  return (i) => (i % 5 === 4 ? `/api/tenders/${tenderIds[(i / 5) % tenderIds.length | 0]}` : pages[i % 5]);
}

export async function benchStartup({ restarts = 3, requests = 10_000, concurrency = 10, log = console.log } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-start-'));
  try {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'on' };
    const first = await startServer({ port, env, label: 'first start' });
    const firstCpuMs = cpuMs(first.pid);
    const memory = { afterStartMB: statusMB(first.pid, 'VmRSS'), databaseAfterStartMB: databaseMemoryMB(first.pid) };
    let load;
    try {
      log(`  first start ${Math.round(first.readyMs)} ms, ${memory.afterStartMB} MB (${loadAverage()})`);
      const headers = { cookie: await signIn(first.base, 'manager@demo.ua', DEMO_PASSWORD) };
      const list = await request(`${first.base}/api/tenders?page=1&page_size=50`, { headers });
      if (list.status !== 200) throw new Error(`GET /api/tenders answered ${list.status}: ${list.body.slice(0, 200)}`);
      const tenderIds = JSON.parse(list.body).items.map((t) => t.id);
      const run = await timedLoad(first.base, requestMix(tenderIds), {
        headers,
        concurrency,
        maxSeconds: Infinity,
        maxRequests: requests,
        warmUp: 0,
      });
      memory.afterRequestsMB = statusMB(first.pid, 'VmRSS');
      memory.peakMB = statusMB(first.pid, 'VmHWM');
      memory.databaseAfterRequestsMB = databaseMemoryMB(first.pid);
      const sent = run.latencies.length + run.errors;
      load = {
        requests: sent,
        errors: run.errors,
        firstError: run.firstError,
        reqPerSec: Math.round(sent / run.seconds),
        ...percentiles(run.latencies),
      };
    } finally {
      await first.stop();
    }
    const again = [];
    for (let i = 0; i < restarts; i++) {
      const server = await startServer({ port, env, label: 'restart' });
      again.push({ readyMs: server.readyMs, cpuMs: cpuMs(server.pid), rssMB: statusMB(server.pid, 'VmRSS') });
      await server.stop();
    }
    return {
      firstStartMs: Math.round(first.readyMs),
      firstStartCpuMs: firstCpuMs,
      restartMs: again.map((r) => Math.round(r.readyMs)),
      restartMedianMs: Math.round(median(again.map((r) => r.readyMs))),
      restartCpuMedianMs: median(again.map((r) => r.cpuMs)),
      restartRssMedianMB: median(again.map((r) => r.rssMB)),
      memory,
      load,
      machineLoad: loadAverage(),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
