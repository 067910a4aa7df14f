import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabasePool } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/lib/database-unavailable.ts';

/** A socket error as node:net raises it. */
const socketError = (code: string, message = `connect ${code}`) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('does not take a socket error outside the database for an outage (a browser dropping an upload)', () => {
    const aborted = socketError('ECONNRESET', 'aborted');
    expect(isDatabaseUnavailable(aborted)).toBe(false);
    // Wrapped by whatever read the body, as Fastify's and busboy's errors are.
    expect(isDatabaseUnavailable(Object.assign(new Error('Request body stream failed', { cause: aborted }), {}))).toBe(
      false,
    );
    for (const code of ['ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(new Error('outgoing call failed', { cause: socketError(code) }))).toBe(false);
    }
  });

  it('takes a socket error under a failed query or a PostgreSQL error for an outage', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], socketError('ECONNRESET')))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('session lookup failed', { cause: new DrizzleQueryError('select 1', [], socketError('ETIMEDOUT')) }),
      ),
    ).toBe(true);
    const pgError = Object.assign(new pg.DatabaseError('terminating connection', 0, 'error'), {
      cause: socketError('ECONNRESET'),
    });
    expect(isDatabaseUnavailable(pgError)).toBe(true);
  });

  it('takes a connection the pool cannot open for an outage (a transaction asks the pool before any query)', async () => {
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    const pool = new DatabasePool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 5000,
    });
    pool.on('error', () => {});
    try {
      const err = await pool.connect().then(
        () => null,
        (e: unknown) => e,
      );
      expect((err as { code?: string }).code).toBe('ECONNREFUSED');
      expect(isDatabaseUnavailable(err)).toBe(true);
      const viaCallback = await new Promise<unknown>((resolve) => pool.connect((e) => resolve(e)));
      expect(isDatabaseUnavailable(viaCallback)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('takes the SQLSTATEs and node-postgres sentences of an outage for one wherever they are', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('the database system is shutting down'), { code: '57P03' })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
