// (e) GET /api/tenders/{id}/proposals on PostgreSQL, read by a manager over 10 keep-alive
// connections, against a ceiling in the same run. Four answers:
//   - the comparison of a single-site tender (lot 1) past its deadline, stored as `evaluation`,
//     with 50 submitted offers from 50 organisations (two documents each);
//   - GET …/offers of that tender;
//   - the comparison of the same kind of tender still stored as published (the share-lock
//     transaction before the scheduler has stored its outcome). The scheduler (every 5 s) would
//     store it within seconds, so the bench holds a share lock on the row from a connection of
//     its own, as an offer write still committing would: the scheduler skips a locked row
//     (SKIP LOCKED), and the share locks of the product's reads do not wait for it;
//   - the comparison of a tender of 12 lots with a weighted evaluation (cost 60, SLA 25,
//     connection 15, technical 0), past its deadline, 50 offers each covering 6 of the 12 lots
//     in overlapping windows (24–26 offers per lot, about four in five compliant and ranked).
// Tenders, lots, offers, their lot figures, organisations and documents go straight into the
// tables, each tender in one transaction (the bytes of the documents are not needed for a
// listing). The single-site offers get their lot-1 figures from migration 0016's deferred
// trigger at commit; the bench checks they did. The lots of the 12-lot tender are in place at
// commit, so the triggers leave them alone.
// The ceiling of each answer is a bare node:http + pg process (ceiling-server.mjs) running the
// very statements the product ran for it (captured from PostgreSQL's log, the session's own
// left out), side by side where the product runs them in two or three steps, a transaction in
// order on one connection. Product and ceiling alternate in rounds, so a change in the
// machine's load hits both. Figures only; nothing here fails on timing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  DEMO_PASSWORD,
  loadAverage,
  percentiles,
  request,
  round,
  signIn,
  startCeiling,
  startPgServer,
  timedLoad,
} from './lib.mjs';
import { captureStatements, withoutBackgroundWrites } from './sql-capture.mjs';

/** Weights of the 12-lot tender, whole per cents summing to 100 (tenders_weights_check). */
const WEIGHTS = { cost: 60, sla: 25, connection: 15, technical: 0 };

export async function benchProposals({
  offers = 50,
  lots = 12,
  lotsPerOffer = 6,
  concurrency = 10,
  maxRequests = 3_000,
  maxSeconds = 20,
  rounds = 2,
  warmUp = 300,
  log = console.log,
} = {}) {
  const pgServer = await startPgServer();
  if (!pgServer) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db, cluster } = pgServer;
  let holder;
  let ceiling;
  try {
    const cookie = await signIn(server.base, 'manager@demo.ua', DEMO_PASSWORD);
    const ids = await referenceIds(db, lots);

    const evaluated = await seedSingleSite(db, ids, { offers, stored: 'evaluation', n: 1 });
    const pending = await seedSingleSite(db, ids, { offers, stored: 'published', n: 2 });
    // Keep the scheduler from storing the pending tender's outcome: it takes the row FOR UPDATE
    // SKIP LOCKED. A share lock does not hold up the product's own FOR SHARE.
    holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    await holder.query('begin');
    const held = await holder.query('select status from tenders where id = $1 for share', [pending]);
    if (held.rows[0].status !== 'published')
      throw new Error(`the scheduler stored tender #${pending} as ${held.rows[0].status} before the bench held it`);
    const weighted = await seedLots(db, ids, { offers, lots, lotsPerOffer, n: 3 });
    await db.query('analyze');

    // The lot-1 figures of the offers written straight into `offers` come from migration 0016's
    // deferred trigger; should it not have written them, the bench writes them.
    const fromTrigger = [];
    for (const id of [evaluated, pending]) {
      const { rows } = await db.query(
        `select count(ol.offer_id)::int as with_figures from offers o
           left join offer_lots ol on ol.offer_id = o.id where o.tender_id = $1`,
        [id],
      );
      fromTrigger.push(rows[0].with_figures);
      if (rows[0].with_figures !== offers) {
        log(
          `  tender #${id}: ${rows[0].with_figures} of ${offers} offers got lot-1 figures from the trigger; writing them`,
        );
        await db.query(
          `insert into offer_lots (offer_id, lot_id, monthly_price, installation_price, bandwidth_mbps, physics_id,
             interface_id, protocol_id, connection_days)
           select o.id, l.id, o.monthly_price, o.installation_price, o.bandwidth_mbps, o.physics_id, o.interface_id,
             o.protocol_id, o.connection_days
           from offers o join tender_lots l on l.tender_id = o.tender_id and l.position = 1
           where o.tender_id = $1 on conflict do nothing`,
          [id],
        );
      }
    }
    log(
      `  tenders #${evaluated} (stored evaluation), #${pending} (stored published) of one lot, #${weighted} of ${lots} lots (weighted), ${offers} offers each; lot-1 figures from the trigger for ${fromTrigger.join(' and ')} of ${offers} offers`,
    );

    const scenarios = [
      { name: `proposals, ${offers} offers on 1 lot`, url: `/api/tenders/${evaluated}/proposals`, lots: 1 },
      { name: `offers list, ${offers} offers`, url: `/api/tenders/${evaluated}/offers` },
      {
        name: `proposals, stored published past deadline`,
        url: `/api/tenders/${pending}/proposals`,
        lots: 1,
      },
      {
        name: `proposals, ${lots} lots weighted, ${offers} offers × ${lotsPerOffer} lots`,
        url: `/api/tenders/${weighted}/proposals`,
        lots,
      },
    ];
    for (const s of scenarios) {
      const probe = await request(server.base + s.url, { headers: { cookie } });
      if (probe.status === 404) return { skipped: `endpoint not available yet (GET ${s.url} answered 404)` };
      if (probe.status !== 200)
        return { skipped: `GET ${s.url} answered ${probe.status}: ${probe.body.slice(0, 200)}` };
      s.responseKB = round(Buffer.byteLength(probe.body) / 1024);
      s.shape = checkAnswer(s, JSON.parse(probe.body), { offers, lotsPerOffer });
      log(`  ${s.name}: ${s.shape}, ${s.responseKB} KB`);
    }

    // What the product runs for each answer; the session's own statements stay with the product.
    // The scheduler (every 5 s) and the mail sender run on the same pool, and a tick of theirs
    // may fall into a capture: the fewest statements of three captures are the answer's.
    const statements = {};
    for (const s of scenarios) {
      let best;
      for (let i = 0; i < 3; i++) {
        const captured = await captureStatements(db, cluster.dir, () =>
          request(server.base + s.url, { headers: { cookie } }),
        );
        const kept = withoutBackgroundWrites(captured).filter(
          (c) => !/\bfrom "sessions"|update "sessions"/.test(c.sql),
        );
        if (!best || kept.length < best.kept.length) best = { kept, sessionStatements: captured.length - kept.length };
      }
      statements[s.name] = best.kept;
      s.statements = best.kept.length;
      s.sessionStatements = best.sessionStatements;
    }
    const file = path.join(import.meta.dirname, 'results', 'ceiling-proposals.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(statements));
    ceiling = await startCeiling('ceiling-server.mjs', [cluster.url, file]);

    const results = [];
    for (const s of scenarios) {
      log(`  ${s.name}… (${loadAverage()})`);
      const product = { latencies: [], errors: 0, seconds: 0 };
      const bare = { latencies: [], errors: 0, seconds: 0 };
      let firstError;
      // Alternating rounds: product, ceiling, product, ceiling…
      for (let r = 0; r < rounds; r++) {
        const options = {
          concurrency,
          maxSeconds: maxSeconds / rounds,
          maxRequests: Math.ceil(maxRequests / rounds),
          // Unmeasured, under the same load: connections, the JIT's optimised code and
          // PostgreSQL's caches, as on a server that has been running.
          warmUp: r === 0 ? warmUp : 0,
        };
        const p = await timedLoad(server.base, () => s.url, { headers: { cookie }, ...options });
        const c = await timedLoad(ceiling.base, () => `/${encodeURIComponent(s.name)}`, options);
        for (const [side, run] of [
          [product, p],
          [bare, c],
        ]) {
          side.latencies.push(...run.latencies);
          side.errors += run.errors;
          side.seconds += run.seconds;
        }
        firstError ??= p.firstError ?? c.firstError;
      }
      const figures = (side) => {
        side.latencies.sort((a, b) => a - b);
        const requests = side.latencies.length + side.errors;
        return {
          requests,
          errors: side.errors,
          reqPerSec: Math.round(requests / side.seconds),
          ...percentiles(side.latencies),
        };
      };
      const pp = figures(product);
      const cp = figures(bare);
      results.push({
        scenario: s.name,
        answer: s.shape,
        responseKB: s.responseKB,
        statements: s.statements,
        sessionStatements: s.sessionStatements,
        ...pp,
        ceiling: cp,
        ratio: round(pp.p50Ms / cp.p50Ms),
        firstError,
        load: loadAverage(),
      });
    }
    const still = await db.query('select status from tenders where id = $1', [pending]);
    if (still.rows[0].status !== 'published')
      throw new Error(`tender #${pending} was stored as ${still.rows[0].status} during the bench`);
    return { offers, lots, lotsPerOffer, concurrency, fromTrigger, scenarios: results };
  } finally {
    await holder?.end().catch(() => {});
    await ceiling?.stop();
    await pgServer.stop();
  }
}

/** The answer as expected, in a few words; throws when it is not (the bench measures the right thing or nothing). */
function checkAnswer(s, body, { offers, lotsPerOffer }) {
  if (!s.lots) {
    if (!Array.isArray(body) && !Array.isArray(body.items)) throw new Error(`${s.name}: not a list of offers`);
    const items = Array.isArray(body) ? body : body.items;
    if (items.length !== offers) throw new Error(`${s.name}: expected ${offers} offers, got ${items.length}`);
    return `${items.length} offers`;
  }
  if (body.offers.length !== offers) throw new Error(`${s.name}: expected ${offers} offers, got ${body.offers.length}`);
  if (body.lots.length !== s.lots) throw new Error(`${s.name}: expected ${s.lots} lots, got ${body.lots.length}`);
  const perLot = body.lots.map((l) => l.items.length);
  const expected = s.lots === 1 ? offers : offers * lotsPerOffer;
  const total = perLot.reduce((a, b) => a + b, 0);
  if (total !== expected) throw new Error(`${s.name}: expected ${expected} offers over the lots, got ${total}`);
  const ranked = body.lots.reduce((n, l) => n + l.items.filter((i) => i.rank !== null).length, 0);
  return s.lots === 1
    ? `${perLot[0]} offers on lot 1, ${ranked} ranked, ${body.evaluation.method}`
    : `${s.lots} lots of ${Math.min(...perLot)}–${Math.max(...perLot)} offers, ${ranked} of ${total} ranked, ${body.evaluation.method}`;
}

/** The manager, `lots` regions and the channel options the tenders and offers use. */
async function referenceIds(db, lots) {
  const option = async (kind, name) =>
    (await db.query('select id from channel_options where kind = $1 and name = $2', [kind, name])).rows[0]?.id ??
    (await db.query('select id from channel_options where kind = $1 order by sort limit 1', [kind])).rows[0].id;
  return {
    manager: (await db.query("select id from users where email = 'manager@demo.ua'")).rows[0].id,
    regions: (await db.query('select id, name from regions order by id limit $1', [lots])).rows,
    fiber: await option('physics', 'Оптоволокно'),
    mobile: await option('physics', 'Мобільний 4G/5G'),
    fe: await option('interface', 'Ethernet 100 Мбіт/с (RJ-45)'),
    ge: await option('interface', 'Ethernet 1 Гбіт/с (RJ-45)'),
    ip: await option('protocol', 'Доступ до Інтернету (IP)'),
    l2: await option('protocol', 'L2 VPN / VLAN (802.1Q)'),
  };
}

/** Inserts a tender past its deadline (an hour ago) with its summary columns; returns its id. */
async function insertTender(tx, ids, { n, title, site, budget, stored, evaluation }) {
  const {
    rows: [tender],
  } = await tx.query(
    `insert into tenders (number, title, region_id, branch_name, address, bandwidth_mbps, physics_id, interface_id,
       protocol_id, connection_date, contract_months, budget_monthly, offers_deadline, status, created_by, published_at,
       created_at, updated_at, evaluation_method, weight_cost, weight_sla, weight_connection, weight_technical)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, current_date + $10::int, 24, $11, now() - interval '1 hour', $12, $13,
       now() - interval '10 days', now() - interval '11 days', now() - interval '1 hour', $14, $15, $16, $17, $18)
     returning id`,
    [
      `ТТ-2098-${String(n).padStart(6, '0')}`,
      title,
      site.region,
      site.branch,
      site.address,
      site.bandwidth,
      site.physics,
      site.iface,
      site.protocol,
      site.days,
      budget,
      stored,
      ids.manager,
      evaluation ? 'weighted' : 'lowest_cost',
      evaluation?.cost ?? null,
      evaluation?.sla ?? null,
      evaluation?.connection ?? null,
      evaluation?.technical ?? null,
    ],
  );
  return tender.id;
}

/** An organisation, its provider and a submitted offer with two documents; returns the offer's id. */
async function insertOffer(tx, tenderId, { n, i, figures, sla }) {
  const edr = String(70_000_000 + n * 1_000 + i);
  const {
    rows: [org],
  } = await tx.query(
    `insert into organizations (name, edr, is_verify, verified_at) values ($1, $2, true, now()) returning id`,
    [`ТОВ «Провайдер ${n}-${i + 1}»`, edr],
  );
  const {
    rows: [user],
  } = await tx.query(
    `insert into users (email, first_name, last_name, role, organization_id) values ($1, 'Олег', 'Кравченко', 'provider', $2) returning id`,
    [`sales-${edr}@bench.example.ua`, org.id],
  );
  const {
    rows: [offer],
  } = await tx.query(
    `insert into offers (tender_id, organization_id, author_id, monthly_price, installation_price, bandwidth_mbps,
       physics_id, interface_id, protocol_id, connection_days, contract_months, sla_availability, comment, status,
       submitted_at, created_at, updated_at, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 24, $11, 'Пропозиція для порівняння', 'submitted',
       now() - interval '2 days' + $12 * interval '1 minute', now() - interval '3 days', now() - interval '2 days', 2)
     returning id`,
    [
      tenderId,
      org.id,
      user.id,
      figures.monthly,
      figures.installation,
      figures.bandwidth,
      figures.physics,
      figures.iface,
      figures.protocol,
      figures.days,
      sla,
      i,
    ],
  );
  for (const name of ['Комерційна пропозиція.pdf', 'Технічне рішення.docx']) {
    await tx.query(
      `insert into documents (tender_id, offer_id, file_name, content_type, size_bytes, sha256, storage_key, uploaded_by)
       values ($1, $2, $3, 'application/pdf', 245760, $4, $5, $6)`,
      [tenderId, offer.id, name, crypto.randomBytes(32).toString('hex'), crypto.randomUUID(), user.id],
    );
  }
  return offer.id;
}

/** Runs `fn` in one transaction of `db`: the deferred triggers of migration 0016 fire at its commit. */
async function inTransaction(db, fn) {
  await db.query('begin');
  try {
    const result = await fn(db);
    await db.query('commit');
    return result;
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

/**
 * A single-site tender (written without lots, as 1.0.0 writes it: the deferred trigger adds
 * lot 1 and the offers' figures on it) with `offers` submitted offers.
 */
function seedSingleSite(db, ids, { offers, stored, n }) {
  return inTransaction(db, async (tx) => {
    const tenderId = await insertTender(tx, ids, {
      n,
      title: 'Канал для відділення (порівняння пропозицій)',
      site: {
        region: ids.regions[0].id,
        branch: 'Відділення №1',
        address: 'вул. Хрещатик, 1, м. Київ',
        bandwidth: 100,
        physics: ids.fiber,
        iface: ids.ge,
        protocol: ids.ip,
        days: 30,
      },
      budget: '4500.00',
      stored,
    });
    for (let i = 0; i < offers; i++) {
      // Prices and figures spread so that best values and ties both occur.
      await insertOffer(tx, tenderId, {
        n,
        i,
        sla: ['99.500', '99.700', '99.900'][i % 3],
        figures: {
          monthly: (3500 + ((i * 37) % 900)).toFixed(2),
          installation: ((i * 250) % 3000).toFixed(2),
          bandwidth: [100, 200, 100, 500][i % 4],
          physics: i % 5 === 0 ? null : ids.fiber,
          iface: ids.ge,
          protocol: ids.ip,
          days: 7 + (i % 20),
        },
      });
    }
    return tenderId;
  });
}

/**
 * The lots offer `i` covers, in the tender's order: even offers a window of `count` neighbouring
 * lots, odd ones every other lot, each starting further along, so the offers overlap on every lot.
 */
function coveredLots(i, lots, count) {
  const start = i % 2 === 0 ? (i / 2) % lots : ((i - 1) / 2) % lots;
  const step = i % 2 === 0 ? 1 : 2;
  return Array.from({ length: count }, (_, k) => (start + k * step) % lots).sort((a, b) => a - b);
}

/**
 * A tender of `lots` sites with a weighted evaluation, stored as `evaluation`, and `offers`
 * submitted offers each covering `lotsPerOffer` lots. The lots are written with the tender,
 * the offers' lot figures with each offer, in one transaction: at its commit the tender has more
 * than one lot, so migration 0016's triggers change nothing.
 */
function seedLots(db, ids, { offers, lots, lotsPerOffer, n }) {
  return inTransaction(db, async (tx) => {
    // Branches on fibre at 100 Мбіт/с to 1 Гбіт/с, every fourth a 4G backup.
    const sites = Array.from({ length: lots }, (_, p) => {
      const region = ids.regions[p % ids.regions.length];
      const backup = p % 4 === 3;
      return {
        region: region.id,
        branch: `Відділення №${p + 1}`,
        address: `вул. Соборна, ${p + 1}, ${region.name}`,
        bandwidth: backup ? 50 : [100, 200, 1000][p % 3],
        physics: backup ? ids.mobile : ids.fiber,
        iface: backup ? ids.fe : ids.ge,
        protocol: p % 2 === 0 ? ids.ip : ids.l2,
        days: 30 + (p % 4) * 7,
        budget: backup ? 1200 : [4500, 6000, 15000][p % 3],
      };
    });
    const tenderId = await insertTender(tx, ids, {
      n,
      title: `Канали для ${lots} відділень (зважена оцінка)`,
      site: sites[0],
      budget: sites.reduce((sum, s) => sum + s.budget, 0).toFixed(2),
      stored: 'evaluation',
      evaluation: WEIGHTS,
    });
    const lotIds = [];
    for (const [p, s] of sites.entries()) {
      const { rows } = await tx.query(
        `insert into tender_lots (tender_id, position, branch_name, address, region_id, bandwidth_mbps, physics_id,
           interface_id, protocol_id, connection_date, budget_monthly)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, current_date + $10::int, $11) returning id`,
        [tenderId, p + 1, s.branch, s.address, s.region, s.bandwidth, s.physics, s.iface, s.protocol, s.days, s.budget],
      );
      lotIds.push(rows[0].id);
    }
    for (let i = 0; i < offers; i++) {
      // Per lot: prices around the lot's budget, some offers short of the bandwidth or on
      // another medium (out of ranking), connection times and SLA spread so that ties occur.
      const figures = coveredLots(i, lots, lotsPerOffer).map((p) => {
        const s = sites[p];
        return {
          lot: lotIds[p],
          monthly: (s.budget * 0.7 + ((i * 37 + p * 11) % Math.round(s.budget * 0.5))).toFixed(2),
          installation: (((i + p) * 250) % 3000).toFixed(2),
          bandwidth: (i + p) % 9 === 0 ? s.bandwidth / 2 : s.bandwidth * [1, 1, 2][(i + p) % 3],
          physics: (i + p) % 7 === 0 ? ids.mobile : s.physics,
          iface: s.iface,
          protocol: s.protocol,
          days: 5 + ((i * 3 + p) % 25),
        };
      });
      const offerId = await insertOffer(tx, tenderId, {
        n,
        i,
        sla: ['99.500', '99.700', '99.900', '99.950'][i % 4],
        // The offer row sums its lots: prices added up, the first lot's channel, the longest connection.
        figures: {
          ...figures[0],
          monthly: figures.reduce((sum, f) => sum + Number(f.monthly), 0).toFixed(2),
          installation: figures.reduce((sum, f) => sum + Number(f.installation), 0).toFixed(2),
          days: Math.max(...figures.map((f) => f.days)),
        },
      });
      for (const f of figures) {
        await tx.query(
          `insert into offer_lots (offer_id, lot_id, monthly_price, installation_price, bandwidth_mbps, physics_id,
             interface_id, protocol_id, connection_days)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [offerId, f.lot, f.monthly, f.installation, f.bandwidth, f.physics, f.iface, f.protocol, f.days],
        );
      }
    }
    return tenderId;
  });
}
