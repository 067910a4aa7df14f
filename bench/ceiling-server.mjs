// The ceiling a product endpoint is measured against: a bare node:http server with a `pg` pool
// (the product's size, 20) and no framework, no session, no validation, running the statements
// the product ran for one answer (captured by sql-capture.mjs) side by side, as the product does,
// and answering their rows as JSON. A transaction the product ran (`begin` … `commit`, kept
// together by withoutBackgroundWrites) runs in order on one connection of its own, beside the
// other statements. Started as its own process, like the server:
//   node bench/ceiling-server.mjs <port> <database url> <scenarios.json>
// where scenarios.json is `{ "<name>": [{ "sql": "…", "params": […] }, …] }`; GET /<name>.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const [port, url, file] = process.argv.slice(2);
const scenarios = JSON.parse(fs.readFileSync(file, 'utf8'));
// The product's pool settings: its size and no just-in-time compilation (db/client.ts).
const pool = new pg.Pool({ connectionString: url, max: 20, options: '-c jit=off' });

const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b/i;

/** A scenario's statements as units run side by side: a statement alone, or a transaction's statements in order. */
function units(statements) {
  const out = [];
  let transaction = null;
  for (const s of statements) {
    if (transaction) {
      transaction.push(s);
      if (END.test(s.sql)) transaction = null;
    } else if (BEGIN.test(s.sql)) out.push((transaction = [s]));
    else out.push(s);
  }
  return out;
}
const scenarioUnits = new Map(Object.entries(scenarios).map(([name, statements]) => [name, units(statements)]));

/** A transaction's statements in order on one connection; the rows of each. */
async function inTransaction(statements) {
  const client = await pool.connect();
  const results = [];
  try {
    for (const s of statements) results.push(await client.query(s.sql, s.params));
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return results;
}

const server = http.createServer(async (req, res) => {
  const list = scenarioUnits.get(decodeURIComponent(req.url.slice(1)));
  if (!list) {
    res.writeHead(404).end();
    return;
  }
  try {
    const results = (
      await Promise.all(list.map((u) => (Array.isArray(u) ? inTransaction(u) : pool.query(u.sql, u.params))))
    ).flat();
    const body = JSON.stringify(results.map((r) => r.rows));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (err) {
    res.writeHead(500).end(err.message);
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
