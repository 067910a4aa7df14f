// The hand-tuned ceiling GET /api/tenders is measured against: bare Fastify and a `pg` pool of
// the product's size, no validation library, no ORM, no logging, no security headers — only what
// the same answer cannot do without: the session looked up by its cookie, the provider's
// visibility rule, the derived status, the bank's offers count, the count of lots, a region of
// any lot (ADR 0038) and the total. SQL text is built
// once per shape of query; shapes without a text search run as named prepared statements (no
// planning per request), a text search is planned for its own value (a generic plan of LIKE
// picks the wrong index). Started as its own process, like the server:
//   node bench/ceiling-tenders.mjs <port> <database url>
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 20, options: '-c jit=off' });

const SESSION_SQL = `select u.role, u.organization_id from sessions s join users u on u.id = s.user_id
  left join organizations o on o.id = u.organization_id
  where s.id = $1 and s.expires_at > now() and u.is_active and not coalesce(o.is_blocked, false)`;

const SORTS = {
  '-created_at': 'created_at desc nulls last, id desc nulls last',
  '-offers_deadline': 'offers_deadline desc nulls last, id desc nulls last',
};
const STATUS_SQL = `(case when status = 'published' and offers_deadline <= now() then (case when
  (select count(*) from offers o where o.tender_id = t.id and o.status = 'submitted') >= min_offers
  then 'evaluation' else 'unsuccessful' end) else status end)`;

const shapes = new Map();
/** The statement for one shape of query: which filters are present, the sort, the viewer's side. */
function statementFor(bank, { status, region, q, sort }) {
  const key = `${bank}|${status ?? ''}|${region ? 'r' : ''}|${q ? 'q' : ''}|${sort}`;
  let shape = shapes.get(key);
  if (shape) return shape;
  const where = [];
  const params = [];
  if (!bank) where.push('published_at is not null');
  if (status === 'published') where.push(`status = 'published' and offers_deadline > now()`);
  if (region) {
    const n = params.push('region');
    where.push(
      `(region_id = $${n} or exists (select 1 from tender_lots l where l.tender_id = t.id and l.position > 1 and l.region_id = $${n}))`,
    );
  }
  if (q) where.push(`search_text like $${params.push('q')}`);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const text = `select id, number, title, region_id, branch_name, bandwidth_mbps, offers_deadline,
      ${STATUS_SQL} as status,
      ${bank ? `(select count(*)::int from offers o where o.tender_id = t.id and o.status in ('submitted', 'won', 'lost'))` : 'null::int'} as offers_count,
      created_at,
      (select array[count(*)::int, min(bandwidth_mbps), max(bandwidth_mbps), count(distinct region_id)::int]
        from tender_lots l where l.tender_id = t.id) as lots,
      (select count(*)::int from tenders t ${filter}) as total
    from tenders t ${filter} order by ${SORTS[sort]} limit $${params.push('limit')} offset $${params.push('offset')}`;
  shape = { text, params, name: q ? undefined : `ceiling_${shapes.size}` };
  shapes.set(key, shape);
  return shape;
}

const app = Fastify({ logger: false });
app.get('/api/tenders', async (request, reply) => {
  const token = /(?:^|;\s*)tt_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send({ code: 'unauthorized' });
  const id = crypto.createHash('sha256').update(token).digest('hex');
  const { rows: users } = await pool.query({ name: 'ceiling_session', text: SESSION_SQL, values: [id] });
  if (!users[0]) return reply.code(401).send({ code: 'unauthorized' });
  const bank = users[0].role === 'bank';
  const query = request.query;
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.page_size ?? 20);
  const filters = {
    status: query.status,
    region: query.region_id ? Number(query.region_id) : undefined,
    q: query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : undefined,
    sort: query.sort ?? '-created_at',
  };
  const shape = statementFor(bank, filters);
  const values = shape.params.map((p) =>
    p === 'limit' ? pageSize : p === 'offset' ? (page - 1) * pageSize : filters[p],
  );
  const { rows } = await pool.query({ name: shape.name, text: shape.text, values });
  return {
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      title: r.title,
      region_id: r.region_id,
      branch_name: r.branch_name,
      bandwidth_mbps: r.bandwidth_mbps,
      offers_deadline: r.offers_deadline.toISOString(),
      status: r.status,
      offers_count: r.offers_count,
      created_at: r.created_at.toISOString(),
      lots_count: r.lots[0],
      lots_bandwidth_mbps: { min: r.lots[1], max: r.lots[2] },
      lots_regions_count: r.lots[3],
    })),
    total: rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
