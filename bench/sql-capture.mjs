// The SQL statements the server runs for one request, read from PostgreSQL's own log
// (log_statement = all for the duration of the request), with their parameters: what the
// ceiling (ceiling-server.mjs) replays and what EXPLAIN ANALYZE is run on.
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from './lib.mjs';

// The default log_line_prefix '%m [%p] ': "2026-11-25 07:40:13.969 UTC [1234] LOG:  …".
const ENTRY = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \S+ \[(\d+)\] ([A-Z]+): {2}/;

/** Runs `fn` with every statement logged, and returns `[{ pid, sql, params }]` of other sessions than `db`'s. */
export async function captureStatements(db, clusterDir, fn) {
  const logFile = path.join(clusterDir, 'server.log');
  const own = (await db.query('select pg_backend_pid() as pid')).rows[0].pid;
  await db.query("alter system set log_statement = 'all'");
  await db.query('select pg_reload_conf()');
  await sleep(300);
  const from = fs.statSync(logFile).size;
  try {
    await fn();
  } finally {
    await db.query('alter system reset log_statement');
    await db.query('select pg_reload_conf()');
  }
  await sleep(300);
  const fd = fs.openSync(logFile, 'r');
  const size = fs.fstatSync(fd).size;
  const buffer = Buffer.alloc(size - from);
  fs.readSync(fd, buffer, 0, buffer.length, from);
  fs.closeSync(fd);
  return parseLog(buffer.toString('utf8')).filter((s) => s.pid !== own);
}

/** Entries of a PostgreSQL log: `LOG: execute …` or `LOG: statement: …`, with the `DETAIL: parameters:` that follows. */
export function parseLog(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const m = ENTRY.exec(line);
    if (m) entries.push({ pid: Number(m[1]), level: m[2], text: line.slice(m[0].length) });
    else if (entries.length) entries.at(-1).text += `\n${line}`;
  }
  const statements = [];
  for (const e of entries) {
    if (e.level === 'LOG') {
      const s = /^(?:execute [^:]*|statement): ([\s\S]*)$/.exec(e.text);
      if (s) statements.push({ pid: e.pid, sql: s[1].trim(), params: [] });
    } else if (e.level === 'DETAIL' && e.text.startsWith('parameters: ')) {
      const last = statements.findLast((s) => s.pid === e.pid);
      if (last) last.params = parseParameters(e.text.slice('parameters: '.length));
    }
  }
  return statements;
}

/** "$1 = '2025-01-01', $2 = NULL" → ['2025-01-01', null], in the order of their numbers. */
function parseParameters(text) {
  const params = [];
  for (const m of text.matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g))
    params[Number(m[1]) - 1] = m[2] === 'NULL' ? null : m[3].replaceAll("''", "'");
  return params;
}

/**
 * The statements of a request without the server's background work that ran at the same time
 * (the scheduler's reminders and letters): every transaction that writes, and the tail of one
 * begun before the capture (its statements up to a `commit` without a `begin`). For endpoints
 * that only read; the session's own update is left to the caller.
 */
export function withoutBackgroundWrites(statements) {
  const WRITE = /^\s*(insert|update|delete)\b/i;
  const writes = (block) => block.some((b) => WRITE.test(b.sql) && !/"sessions"/.test(b.sql));
  const kept = [];
  const open = new Map(); // pid → its transaction so far
  const loose = new Map(); // pid → statements outside a transaction seen from its start
  for (const s of statements) {
    const block = open.get(s.pid);
    if (/^\s*(begin|start transaction)\b/i.test(s.sql)) open.set(s.pid, [s]);
    else if (/^\s*(commit|rollback|end)\b/i.test(s.sql)) {
      if (block && !writes(block)) kept.push(...block, s);
      open.delete(s.pid);
      // Without its `begin`, what came before belongs to a transaction begun before the capture.
      if (!block) loose.delete(s.pid);
    } else if (block) block.push(s);
    else loose.set(s.pid, [...(loose.get(s.pid) ?? []), s]);
  }
  for (const block of loose.values()) kept.push(...block.filter((s) => !writes([s])));
  return kept;
}
