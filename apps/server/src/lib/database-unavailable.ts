import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';

/** Marks an error the database pool raised itself (db/client.ts), for isDatabaseUnavailable. */
const FROM_DATABASE = Symbol('raised by the database pool');

/** Marks an error as raised by the database pool or its client; returns it. */
export function markDatabaseError<T>(err: T): T {
  if (err && typeof err === 'object') {
    Object.defineProperty(err, FROM_DATABASE, { value: true, enumerable: false });
  }
  return err;
}

/**
 * True when an error (or any of its causes) means the database cannot be reached right now —
 * a restart, a failover, a network fault — rather than that the request was wrong. Such a
 * failure answers 503 and the same request may succeed a few seconds later (ADR 0019).
 *
 * SQLSTATEs and node-postgres' own sentences say so wherever they are. A socket error code
 * (ECONNRESET, ETIMEDOUT…) is an outage only when the chain also holds a database error — a
 * failed drizzle query, a PostgreSQL error, or an error the pool raised while connecting: the
 * same codes come from a browser that drops an upload or from any other connection, and those
 * are not the database's fault.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const stack: unknown[] = [err];
  let socketFault = false;
  let fromDatabase = false;
  while (stack.length) {
    const e = stack.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (typeof code === 'string' && SOCKET_CODE.test(code)) socketFault = true;
    if (isDatabaseError(e)) fromDatabase = true;
    stack.push(cause);
    if (Array.isArray(errors)) stack.push(...(errors as unknown[]));
  }
  return socketFault && fromDatabase;
}

function isDatabaseError(e: object): boolean {
  return (
    e instanceof DrizzleQueryError ||
    e instanceof pg.DatabaseError ||
    (e as { [FROM_DATABASE]?: unknown })[FROM_DATABASE] === true
  );
}

/** Socket errors, as the driver passes them on: an outage only beside a database error. */
const SOCKET_CODE =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres and its pool say these in words only, without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (starting up|shutting down|in recovery mode)/i;
