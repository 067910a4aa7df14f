/**
 * True when an error (or any of its causes) means the database cannot be reached right now —
 * a restart, a failover, a network fault — rather than that the request was wrong. Such a
 * failure answers 503 and the same request may succeed a few seconds later (ADR 0019).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const stack: unknown[] = [err];
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
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    stack.push(cause);
    if (Array.isArray(errors)) stack.push(...(errors as unknown[]));
  }
  return false;
}

/**
 * Socket errors of the driver, and SQLSTATEs: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down),
 * 53300 too_many_connections.
 */
const UNAVAILABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres and its pool say these in words only, without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (starting up|shutting down|in recovery mode)/i;
