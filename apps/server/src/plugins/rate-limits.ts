import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { loadOrCreateSecret } from '../domain/app-secrets.ts';

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Counted) => void;

/** What @fastify/rate-limit hands a store's `child`: the limit's merged options. */
interface LimitOptions {
  routeInfo?: { method?: string; url?: string };
  /** The name of a limit made with createRateLimit (lib/rate-limits.ts `extraRateLimit`). */
  limitName?: string;
}

/**
 * A fixed window per key, counted in the database, so every instance on one database enforces one
 * limit (ADR 0034). A window opens with the first hit and lasts `timeWindow`; the database's clock
 * (`app_now()`: one reading per statement, which tests may move forward) decides, not each
 * instance's own. Keys are stored as an HMAC of the limit's name and the key under a secret kept
 * in `app_secrets`: a key may hold the login someone typed, and a plain hash of a login or an
 * address is reversed by trying the likely ones.
 */
function databaseStore(db: Db, secret: string) {
  return class DatabaseRateLimitStore {
    constructor(
      _global?: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      reply(
        db.execute(sql`
          insert into rate_limit_counters as c (key, hits, resets_at)
          values (${this.hash(key)}, 1, app_now() + make_interval(secs => ${timeWindow / 1000}))
          on conflict (key) do update set
            hits = case when c.resets_at <= app_now() then 1 else c.hits + 1 end,
            resets_at = case when c.resets_at <= app_now() then excluded.resets_at else c.resets_at end
          returning hits, ceil(greatest(0, extract(epoch from c.resets_at - app_now()) * 1000))::int as ttl`),
        callback,
      );
    }

    read(key: string, callback: Callback): void {
      reply(
        db.execute(sql`
          select hits, ceil(extract(epoch from resets_at - app_now()) * 1000)::int as ttl
          from rate_limit_counters where key = ${this.hash(key)} and resets_at > app_now()`),
        callback,
      );
    }

    // Typed `unknown`: the plugin's types say route options, but it passes the limit's merged options.
    child(given: unknown): DatabaseRateLimitStore {
      const options = given as LimitOptions;
      const { method, url } = options.routeInfo ?? {};
      const namespace = url ? `${method} ${url}` : options.limitName;
      if (!namespace) throw new Error('a rate limit without a route needs a limitName');
      return new DatabaseRateLimitStore(undefined, namespace);
    }

    private hash(key: string): string {
      return crypto.createHmac('sha256', secret).update(`${this.namespace}\0${key}`).digest('hex');
    }
  };
}

function reply(query: Promise<unknown>, callback: Callback) {
  (query as Promise<{ rows: { hits: number; ttl: number }[] }>).then(
    ({ rows: [row] }) => callback(null, row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 }),
    (err: Error) => callback(err),
  );
}

/** @fastify/rate-limit with its counters in the database; limits are set per route (lib/rate-limits.ts). */
export default fp(
  async (app: FastifyInstance) => {
    const secret = await loadOrCreateSecret(app.db, 'rate-limit-keys');
    await app.register(rateLimit, { global: false, store: databaseStore(app.db, secret) });
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
