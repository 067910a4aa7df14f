// (d) The last 30 seconds before a deadline on PostgreSQL: 200 provider sessions (verified
// organisations written straight to the database, sessions too, so argon2 does not dominate)
// create, submit and keep revising their offers until past the deadline. Prints acknowledged
// against stored (must be equal: nothing acknowledged is lost), 5xx, latency and how many late
// attempts were refused. Figures only; nothing here fails on timing.
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { DEMO_PASSWORD, percentile, request, ROOT, round, signIn, sleep, startPgServer } from './lib.mjs';

export async function benchDeadlineBurst({
  sessions = 200,
  // More than one spreads the sessions over several tenders (to tell the tender lock from CPU).
  tenderCount = 1,
  // Pause between one provider's revisions (ms): the window, then its last 5 seconds.
  thinkMs = [1_000, 4_000],
  burstThinkMs = [150, 750],
  windowSeconds = 30,
  lateSeconds = 2,
  log = console.log,
} = {}) {
  const pgServer = await startPgServer();
  if (!pgServer) return { skipped: 'PostgreSQL binaries not found' };
  const { cluster, server, db } = pgServer;
  try {
    const base = server.base;

    const manager = await signIn(base, 'manager@demo.ua', DEMO_PASSWORD);
    const tenderIds = [];
    for (let i = 0; i < tenderCount; i++) {
      const id = await publishTender(base, db, manager);
      if (id.skipped) return id;
      tenderIds.push(id);
    }
    const warmupTenderId = await publishTender(base, db, manager);
    if (warmupTenderId.skipped) return warmupTenderId;
    const providers = await seedProviders(base, db, sessions);
    providers.forEach((p, i) => (p.tenderId = tenderIds[i % tenderIds.length]));
    const channels = await channelIds(db);
    log(`  ${sessions} verified provider sessions ready; tenders #${tenderIds.join(', #')}`);

    let deadlineMs = Infinity;
    let measuring = false;
    const agent = new http.Agent({ keepAlive: true, maxSockets: sessions });
    const stats = {
      latencies: [],
      burstLatencies: [],
      byKind: {},
      fiveXx: 0,
      lateRefused: 0,
      lateAccepted: 0,
      otherErrors: [],
    };

    const call = async (p, kind, method, url, body) => {
      const sentAt = Date.now();
      const t0 = performance.now();
      let res;
      try {
        res = await request(`${base}${url}`, {
          method,
          agent,
          headers: { cookie: p.cookie, 'x-xsrf-token': p.xsrf, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (err) {
        stats.otherErrors.push(`${method} ${url}: ${err.message}`);
        return null;
      }
      const ms = performance.now() - t0;
      if (!measuring) return res.status < 300 ? safeJson(res.body) : null;
      stats.latencies.push(ms);
      (stats.byKind[kind] ??= []).push(ms);
      if (deadlineMs - sentAt <= 5_000) stats.burstLatencies.push(ms);
      if (res.status >= 500) stats.fiveXx++;
      const json = safeJson(res.body);
      if (res.status === 409 && json?.code === 'deadline_passed') stats.lateRefused++;
      else if (res.status >= 400)
        stats.otherErrors.push(`${method} ${url}: ${res.status} ${json?.code ?? res.body.slice(0, 80)}`);
      if (res.status < 300 && sentAt > deadlineMs) stats.lateAccepted++;
      return res.status < 300 ? json : null;
    };

    const price = () =>
      `${3000 + Math.floor(Math.random() * 5000)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const body = () => ({
      monthly_price: price(),
      installation_price: '1500.00',
      vat_included: true,
      bandwidth_mbps: 100,
      physics_id: channels.physics,
      interface_id: channels.interface,
      protocol_id: channels.protocol,
      connection_days: 14,
      contract_months: 12,
      sla_availability: '99.500',
      comment: 'Навантажувальна перевірка',
    });

    const session = async (p, tenderId) => {
      // Arrivals spread over the first third of the window, as real bidders wait until late.
      await sleep(Math.random() * windowSeconds * 333);
      let offer = await call(p, 'create', 'POST', `/api/tenders/${tenderId}/offers`, body());
      if (!offer) return;
      p.acked = offer;
      offer = await call(p, 'submit', 'POST', `/api/offers/${offer.id}/submit`, { version: offer.version });
      if (offer) p.acked = offer;
      while (Date.now() < deadlineMs + lateSeconds * 1000) {
        const left = deadlineMs - Date.now();
        // Revisions come faster as the deadline nears (the last 5 seconds are the burst).
        const [min, max] = left > 5_000 ? thinkMs : burstThinkMs;
        await sleep(min + Math.random() * (max - min));
        const current = p.acked;
        let next;
        if (current.status === 'submitted' && Math.random() < 0.05) {
          next = await call(p, 'withdraw', 'POST', `/api/offers/${current.id}/withdraw`, { version: current.version });
        } else if (current.status !== 'submitted') {
          next = await call(p, 'submit', 'POST', `/api/offers/${current.id}/submit`, { version: current.version });
        } else {
          next = await call(p, 'revise', 'PUT', `/api/offers/${current.id}`, { ...body(), version: current.version });
        }
        if (next) p.acked = next;
      }
    };
    // Warm-up (not measured): 20 providers walk every write on another tender, so JIT and
    // connection pools are warm when the clock starts.
    await Promise.all(
      providers.slice(0, 20).map(async (p) => {
        let o = await call(p, 'create', 'POST', `/api/tenders/${warmupTenderId}/offers`, body());
        for (const step of ['submit', 'revise', 'revise', 'withdraw', 'submit']) {
          if (!o) return;
          o =
            step === 'revise'
              ? await call(p, step, 'PUT', `/api/offers/${o.id}`, { ...body(), version: o.version })
              : await call(p, step, 'POST', `/api/offers/${o.id}/${step}`, { version: o.version });
        }
      }),
    );

    // The clock starts: the deadline is `windowSeconds` away by the database clock.
    const {
      rows: [{ deadline }],
    } = await db.query(
      `update tenders set offers_deadline = now() + make_interval(secs => $1) where id = any($2) returning offers_deadline as deadline`,
      [windowSeconds, tenderIds],
    );
    deadlineMs = deadline.getTime();
    measuring = true;
    const started = performance.now();
    await Promise.all(providers.map((p) => session(p, p.tenderId)));
    const elapsedS = (performance.now() - started) / 1000;
    agent.destroy();

    // Acknowledged against stored: every last acknowledged state must be exactly what is stored.
    const { rows: stored } = await db.query(
      `select id, status, monthly_price, version, submitted_at, updated_at from offers where tender_id = any($1)`,
      [tenderIds],
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    const acked = providers.map((p) => p.acked).filter(Boolean);
    const lost = acked.filter((a) => {
      const s = byId.get(a.id);
      return !s || s.version !== a.version || s.status !== a.status || s.monthly_price !== a.monthly_price;
    });
    // Compared in the database: timestamps there have microseconds, JavaScript dates only milliseconds.
    const { rows: stampedLate } = await db.query(
      `select o.id, o.status, o.submitted_at::text, o.updated_at::text, t.offers_deadline::text as deadline
       from offers o join tenders t on t.id = o.tender_id
       where o.tender_id = any($1) and (o.updated_at >= t.offers_deadline or o.submitted_at >= t.offers_deadline)`,
      [tenderIds],
    );
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    const burst = [...stats.burstLatencies].sort((a, b) => a - b);

    const verify = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/history-verify.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        DATA_DIR: path.join(cluster.dir, 'app-data'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    });

    return {
      sessions,
      windowSeconds,
      pacing: `a revision every ${thinkMs.map((v) => v / 1000).join('–')} s per provider, every ${burstThinkMs.map((v) => v / 1000).join('–')} s in the last 5 s`,
      requests: stats.latencies.length,
      reqPerSec: Math.round(stats.latencies.length / elapsedS),
      acknowledgedOffers: acked.length,
      storedOffers: stored.length,
      acknowledgedSubmitted: acked.filter((a) => a.status === 'submitted').length,
      storedSubmitted: stored.filter((r) => r.status === 'submitted').length,
      lost: lost.length,
      stampedLate: stampedLate.length,
      stampedLateSamples: stampedLate.slice(0, 3),
      fiveXx: stats.fiveXx,
      lateRefused: stats.lateRefused,
      lateAccepted: stats.lateAccepted,
      otherErrors: stats.otherErrors.length,
      otherErrorSamples: [...new Set(stats.otherErrors)].slice(0, 5),
      p99ByKindMs: Object.fromEntries(
        Object.entries(stats.byKind).map(([k, v]) => [
          k,
          round(
            percentile(
              v.sort((a, b) => a - b),
              99,
            ),
          ),
        ]),
      ),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? NaN),
      burstRequests: burst.length,
      burstP99Ms: round(percentile(burst, 99)),
      historyIntact: verify.status === 0,
      historyNote: (verify.stdout || verify.stderr).trim().split('\n').at(-1),
    };
  } finally {
    await pgServer.stop();
  }
}

/** A tender published through the API (history and all), as the manager would. */
async function publishTender(base, db, cookie) {
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  const {
    rows: [region],
  } = await db.query(`select id from regions order by id limit 1`);
  const inDays = (d) => new Date(Date.now() + d * 86_400_000);
  const created = await request(`${base}/api/tenders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Канал для навантажувальної перевірки',
      description: '<p>Перевірка останніх секунд перед кінцевим терміном.</p>',
      region_id: region.id,
      branch_name: 'Відділення №1',
      address: 'вул. Хрещатик, 1, м. Київ',
      bandwidth_mbps: 100,
      physics_id: null,
      interface_id: null,
      protocol_id: null,
      connection_date: inDays(30).toISOString().slice(0, 10),
      contract_months: 12,
      budget_monthly: '5000.00',
      offers_deadline: inDays(2).toISOString(),
      min_offers: 1,
    }),
  });
  if (created.status !== 201)
    return { skipped: `POST /api/tenders answered ${created.status}: ${created.body.slice(0, 200)}` };
  const draft = JSON.parse(created.body);
  const published = await request(`${base}/api/tenders/${draft.id}/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ version: draft.version }),
  });
  if (published.status !== 200)
    return { skipped: `publish answered ${published.status}: ${published.body.slice(0, 200)}` };
  return draft.id;
}

/** Verified organisations, one user and one session each, written straight to the database. */
async function seedProviders(base, db, count) {
  const providers = [];
  await db.query('begin');
  for (let i = 0; i < count; i++) {
    const {
      rows: [org],
    } = await db.query(
      `insert into organizations (name, edr, is_verify, verified_at) values ($1, $2, true, now()) returning id`,
      [`ТОВ «Навантаження ${i + 1}»`, String(70_000_000 + i)],
    );
    const {
      rows: [user],
    } = await db.query(
      `insert into users (email, role, organization_id, first_name, last_name) values ($1, 'provider', $2, 'Тест', $3) returning id`,
      [`burst${i + 1}@bench.ua`, org.id, String(i + 1)],
    );
    const token = crypto.randomBytes(32).toString('base64url');
    const id = crypto.createHash('sha256').update(token).digest('hex');
    await db.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      id,
      user.id,
    ]);
    providers.push({ token });
  }
  await db.query('commit');
  // Each session fetches its XSRF cookie the way a browser would.
  for (const p of providers) {
    const res = await request(`${base}/api/ready`, { headers: { cookie: `tt_session=${p.token}` } });
    const xsrf = (res.headers['set-cookie'] ?? []).map((c) => /^XSRF-TOKEN=([^;]*)/.exec(c)?.[1]).find(Boolean);
    p.xsrf = decodeURIComponent(xsrf ?? '');
    p.cookie = `tt_session=${p.token}; XSRF-TOKEN=${xsrf}`;
  }
  return providers;
}

async function channelIds(db) {
  const { rows } = await db.query(`select distinct on (kind) kind, id from channel_options order by kind, sort, id`);
  return Object.fromEntries(rows.map((r) => [r.kind, r.id]));
}

const safeJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
