// (i) Whether time tells a hidden row from a missing one. Before the deadline a bank user asks,
// over one keep-alive connection, for the ids of a sealed tender's submitted offer, that offer's
// document and a letter to its holder, and for ids nothing has — hidden and missing in turns,
// `calls` of each per route — on every route that names such an id. The answers must be the same
// (the bench stops if one is not); what is reported is the median time of each, their difference
// and the noise of that difference, estimated from the spread of the calls themselves
// (the standard error of a median is about 1.25 σ/√n, σ from the interquartile range).
// Figures only; nothing here fails on timing.
import crypto from 'node:crypto';
import http from 'node:http';
import { DEMO_PASSWORD, loadAverage, percentile, request, signIn, startPgServer } from './lib.mjs';

/** Every route that names a sealed id, with the caller who asks and the body it sends. */
const ROUTES = [
  { method: 'GET', path: '/api/offers/:offer', as: 'manager' },
  { method: 'PUT', path: '/api/offers/:offer/technical-score', as: 'manager', body: 'score' },
  { method: 'GET', path: '/api/documents/:document', as: 'manager' },
  { method: 'DELETE', path: '/api/documents/:document', as: 'manager' },
  { method: 'GET', path: '/api/admin/emails/:letter', as: 'admin' },
  { method: 'POST', path: '/api/admin/emails/:letter/resend', as: 'admin', body: 'empty' },
];

export async function benchSealedTiming({ calls = 200, log = console.log } = {}) {
  const pgServer = await startPgServer();
  if (!pgServer) return { skipped: 'PostgreSQL binaries not found' };
  const { server, db } = pgServer;
  try {
    const hidden = await sealedRows(db);
    const missing = {
      offer: String(hidden.maxOfferId + 100_000),
      document: String(hidden.maxDocumentId + 100_000),
      letter: crypto.randomUUID(),
    };
    log(
      `  tender #${hidden.tenderId} taking offers: offer #${hidden.offer}, document #${hidden.document}, letter ${hidden.letter}`,
    );
    const callers = {
      manager: await caller(server.base, 'manager@demo.ua'),
      admin: await caller(server.base, 'admin@demo.ua'),
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const results = [];
    for (const route of ROUTES) {
      const who = callers[route.as];
      const body =
        route.body === 'score'
          ? JSON.stringify({ score: 50, note: 'Резервування', version: hidden.tenderVersion })
          : route.body === 'empty'
            ? '{}'
            : undefined;
      const call = async (ids) => {
        const url = server.base + route.path.replace(/:(offer|document|letter)/, (_, kind) => ids[kind]);
        const started = performance.now();
        const res = await request(url, {
          method: route.method,
          agent,
          headers: {
            cookie: who.cookie,
            ...(route.method === 'GET' ? {} : { 'x-xsrf-token': who.xsrf }),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body } : {}),
        });
        return { ms: performance.now() - started, answer: `${res.status} ${res.body}` };
      };
      // Warm both paths, then alternate, so a change in the machine's load hits both alike.
      for (let i = 0; i < 20; i++) await call(i % 2 ? hidden : missing);
      const times = { hidden: [], missing: [] };
      const answers = new Set();
      for (let i = 0; i < calls * 2; i++) {
        const which = i % 2 ? 'hidden' : 'missing';
        const { ms, answer } = await call(which === 'hidden' ? hidden : missing);
        times[which].push(ms);
        answers.add(answer);
      }
      const name = `${route.method} ${route.path.replace(/:(offer|document|letter)/, ':id')}`;
      if (answers.size !== 1)
        throw new Error(`${name} answered a hidden id unlike a missing one: ${[...answers].join(' | ')}`);
      const h = stats(times.hidden);
      const m = stats(times.missing);
      const difference = h.median - m.median;
      const noise = Math.sqrt(h.standardError ** 2 + m.standardError ** 2);
      results.push({
        route: name,
        answer: [...answers][0].slice(0, 3),
        hiddenMedianMs: round3(h.median),
        missingMedianMs: round3(m.median),
        differenceMs: round3(difference),
        noiseMs: round3(noise),
        withinNoise: Math.abs(difference) <= 2 * noise,
      });
      log(
        `  ${name}: ${[...answers][0].slice(0, 3)}; hidden ${round3(h.median)} ms, missing ${round3(m.median)} ms, difference ${round3(difference)} ± ${round3(noise)} ms`,
      );
    }
    agent.destroy();
    return { calls, results, load: loadAverage() };
  } finally {
    await pgServer.stop();
  }
}

const round3 = (n) => Math.round(n * 1000) / 1000;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const sigma = (percentile(sorted, 75) - percentile(sorted, 25)) / 1.349;
  return { median: percentile(sorted, 50), standardError: (1.2533 * sigma) / Math.sqrt(sorted.length) };
}

/** A signed-in client's cookie header and its XSRF token. */
async function caller(base, login) {
  const cookie = await signIn(base, login, DEMO_PASSWORD);
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  return { cookie, xsrf };
}

/**
 * A demo tender still taking offers with a submitted offer, given a document and a letter to its
 * holder straight in the tables: neither is ever opened on the way to the answer measured.
 */
async function sealedRows(db) {
  const { rows } = await db.query(
    `select o.id as offer, o.organization_id, t.id as tender_id, t.version
       from offers o join tenders t on t.id = o.tender_id
      where t.status = 'published' and t.offers_deadline > now() + interval '1 hour' and o.status = 'submitted'
      order by o.id limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('the demo data has no submitted offer on a tender taking offers');
  const uploader = await db.query(`select id from users where organization_id = $1 order by id limit 1`, [
    row.organization_id,
  ]);
  const doc = await db.query(
    `insert into documents (tender_id, offer_id, file_name, content_type, size_bytes, sha256, storage_key, uploaded_by)
     values ($1, $2, 'Технічна пропозиція.pdf', 'application/pdf', 1024, $3, 'bench/sealed-timing.pdf', $4) returning id`,
    [row.tender_id, row.offer, crypto.randomBytes(32).toString('hex'), uploader.rows[0].id],
  );
  const letter = await db.query(
    `insert into email_outbox ("to", subject, html, text, template, tender_id, recipient_organization_id, status)
     values (array['bench@provider.ua'], 'Уточнення тендера', '<p>Уточнення</p>', 'Уточнення', 'tender_clarified', $1, $2, 'sent')
     returning public_id`,
    [row.tender_id, row.organization_id],
  );
  const max = await db.query(
    `select (select max(id) from offers) as offers, (select max(id) from documents) as documents`,
  );
  return {
    tenderId: row.tender_id,
    tenderVersion: row.version,
    offer: String(row.offer),
    document: String(doc.rows[0].id),
    letter: letter.rows[0].public_id,
    maxOfferId: max.rows[0].offers,
    maxDocumentId: max.rows[0].documents,
  };
}
