// The ceiling a product endpoint is measured against: a bare node:http server with a `pg` pool
// (the product's size, 20) and no framework, no session, no validation, running the statements
// the product ran for one answer (captured by sql-capture.mjs) side by side, as the product does,
// and answering their rows as JSON. Started as its own process, like the server:
//   node bench/ceiling-server.mjs <port> <database url> <scenarios.json>
// where scenarios.json is `{ "<name>": [{ "sql": "…", "params": […] }, …] }`; GET /<name>.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const [port, url, file] = process.argv.slice(2);
const scenarios = JSON.parse(fs.readFileSync(file, 'utf8'));
// The product's pool settings: its size and no just-in-time compilation (db/client.ts).
const pool = new pg.Pool({ connectionString: url, max: 20, options: '-c jit=off' });

const server = http.createServer(async (req, res) => {
  const statements = scenarios[decodeURIComponent(req.url.slice(1))];
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  try {
    const results = await Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
    const body = JSON.stringify(results.map((r) => r.rows));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (err) {
    res.writeHead(500).end(err.message);
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
