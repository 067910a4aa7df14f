// (e) GET /api/tenders/{id}/proposals on PostgreSQL: one tender past its deadline with 50
// submitted offers from 50 organisations (two documents each), read by a manager over 10
// keep-alive connections. Also the offers list, and the comparison of a tender still stored as
// published (the share-lock path before the scheduler has stored its outcome). Offers,
// organisations and documents go straight into the tables; the bytes of the documents are not
// needed for a listing. Figures only; nothing here fails on timing.
import crypto from 'node:crypto';
import { DEMO_PASSWORD, loadLoop, request, signIn, startPgServer } from './lib.mjs';

export async function benchProposals({
  offers = 50,
  concurrency = 10,
  maxRequests = 3_000,
  maxSeconds = 20,
  log = console.log,
} = {}) {
  const pgServer = await startPgServer();
  if (!pgServer) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db } = pgServer;
  try {
    const cookie = await signIn(server.base, 'manager@demo.ua', DEMO_PASSWORD);

    const evaluated = await seedTender(db, { offers, stored: 'evaluation', n: 1 });
    const pending = await seedTender(db, { offers, stored: 'published', n: 2 });
    await db.query('analyze');
    log(`  tenders #${evaluated} (stored evaluation) and #${pending} (stored published), ${offers} offers each`);

    const probe = await request(`${server.base}/api/tenders/${evaluated}/proposals`, { headers: { cookie } });
    if (probe.status === 404) return { skipped: 'endpoint not available yet (GET …/proposals answered 404)' };
    if (probe.status !== 200)
      return { skipped: `GET …/proposals answered ${probe.status}: ${probe.body.slice(0, 200)}` };
    const body = JSON.parse(probe.body);
    if (body.items.length !== offers) throw new Error(`expected ${offers} proposals, got ${body.items.length}`);

    const scenarios = [
      { name: `proposals, ${offers} offers`, url: `/api/tenders/${evaluated}/proposals` },
      { name: `offers list, ${offers} offers`, url: `/api/tenders/${evaluated}/offers` },
      { name: `proposals, stored published past deadline`, url: `/api/tenders/${pending}/proposals` },
    ];
    const results = [];
    for (const s of scenarios) {
      results.push({
        scenario: s.name,
        responseKB: Math.round(
          Buffer.byteLength((await request(server.base + s.url, { headers: { cookie } })).body) / 1024,
        ),
        ...(await loadLoop(server.base, cookie, () => s.url, { concurrency, maxRequests, maxSeconds })),
      });
    }
    return { offers, concurrency, scenarios: results };
  } finally {
    await pgServer.stop();
  }
}

/** A tender whose deadline passed an hour ago, `offers` organisations each with a submitted offer and two documents. */
async function seedTender(db, { offers, stored, n }) {
  const {
    rows: [ids],
  } = await db.query(
    `select (select id from users where email = 'manager@demo.ua') as manager,
            (select id from regions order by id limit 1) as region,
            (select id from channel_options where kind = 'physics' order by sort limit 1) as physics,
            (select id from channel_options where kind = 'interface' order by sort limit 1 offset 1) as iface,
            (select id from channel_options where kind = 'protocol' order by sort limit 1) as protocol`,
  );
  const {
    rows: [tender],
  } = await db.query(
    `insert into tenders (number, title, region_id, branch_name, address, bandwidth_mbps, physics_id, interface_id,
       protocol_id, connection_date, contract_months, budget_monthly, offers_deadline, status, created_by, published_at,
       created_at, updated_at)
     values ($1, 'Канал для відділення (порівняння пропозицій)', $2, 'Відділення №1', 'вул. Хрещатик, 1, м. Київ', 100,
       $3, $4, $5, current_date + 30, 24, 4500, now() - interval '1 hour', $6, $7, now() - interval '10 days',
       now() - interval '11 days', now() - interval '1 hour')
     returning id`,
    [`ТТ-2098-${String(n).padStart(6, '0')}`, ids.region, ids.physics, ids.iface, ids.protocol, stored, ids.manager],
  );
  for (let i = 0; i < offers; i++) {
    const edr = String(70_000_000 + n * 1_000 + i);
    const {
      rows: [org],
    } = await db.query(
      `insert into organizations (name, edr, is_verify, verified_at) values ($1, $2, true, now()) returning id`,
      [`ТОВ «Провайдер ${n}-${i + 1}»`, edr],
    );
    const {
      rows: [user],
    } = await db.query(
      `insert into users (email, first_name, last_name, role, organization_id) values ($1, 'Олег', 'Кравченко', 'provider', $2) returning id`,
      [`sales-${edr}@bench.example.ua`, org.id],
    );
    // Prices and figures spread so that best values and ties both occur.
    const {
      rows: [offer],
    } = await db.query(
      `insert into offers (tender_id, organization_id, author_id, monthly_price, installation_price, bandwidth_mbps,
         physics_id, interface_id, protocol_id, connection_days, contract_months, sla_availability, comment, status,
         submitted_at, created_at, updated_at, version)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 24, $11, 'Пропозиція для порівняння', 'submitted',
         now() - interval '2 days' + $12 * interval '1 minute', now() - interval '3 days', now() - interval '2 days', 2)
       returning id`,
      [
        tender.id,
        org.id,
        user.id,
        (3500 + ((i * 37) % 900)).toFixed(2),
        ((i * 250) % 3000).toFixed(2),
        [100, 200, 100, 500][i % 4],
        i % 5 === 0 ? null : ids.physics,
        ids.iface,
        ids.protocol,
        7 + (i % 20),
        ['99.500', '99.700', '99.900'][i % 3],
        i,
      ],
    );
    for (const name of ['Комерційна пропозиція.pdf', 'Технічне рішення.docx']) {
      await db.query(
        `insert into documents (tender_id, offer_id, file_name, content_type, size_bytes, sha256, storage_key, uploaded_by)
         values ($1, $2, $3, 'application/pdf', 245760, $4, $5, $6)`,
        [tender.id, offer.id, name, crypto.randomBytes(32).toString('hex'), crypto.randomUUID(), user.id],
      );
    }
  }
  return tender.id;
}
