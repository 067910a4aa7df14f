import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { readOutboxBacklog, type OutboxBacklog } from '../domain/mail/outbox-backlog.ts';
import { passLagSeconds, type PassTimes } from '../lib/run-every.ts';
import type { FileStorage } from '../lib/storage.ts';

/** The storage calls whose failures are counted, one label value each. */
const STORAGE_OPERATIONS = [
  'init',
  'put',
  'putFile',
  'putAt',
  'get',
  'delete',
  'keys',
] as const satisfies readonly (keyof FileStorage)[];
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number];

export interface Metrics {
  /** This app's own registry: many apps may live in one process (tests), so never the global one. */
  registry: Registry;
  /** Counts one failed call of the file storage (`tt_storage_errors_total{operation}`). */
  storageError(operation: StorageOperation): void;
  /** Serves /metrics without a token on a port of its own (METRICS_PORT); closed with the app. Resolves to the port. */
  listen(options: { host: string; port: number }): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The route label of a request no route matched (a web app page, an unknown address). */
const UNMATCHED = 'unmatched';

/**
 * Prometheus metrics (ADR 0037). Labels never carry an id, a user or a concrete path: the route's
 * pattern and the status say no more than the request log's line already does (ADR 0019), and
 * the outbox is counted as the letter archive shows it. /metrics answers on the main port only
 * with `Authorization: Bearer METRICS_TOKEN` — anything else gets the app's own 404, so the
 * address is not discoverable — and without a token on METRICS_PORT, meant for the internal network.
 */
export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    // Process metrics start an event-loop monitor and a GC observer that are never stopped: only
    // in an app whose metrics someone reads (one per process), not in every app a test builds.
    if (app.env.METRICS_TOKEN || app.env.METRICS_PORT !== undefined) collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    registerPoolGauges(app, registry);
    registerOutboxGauges(app, registry);
    registerPassGauges(app, registry);

    const storageErrors = new Counter({
      name: 'tt_storage_errors_total',
      help: 'Failed calls of the file storage by operation',
      labelNames: ['operation'] as const,
      registers: [registry],
    });
    // Every operation's series exists from the start, so a rate over it is defined before the first failure.
    for (const operation of STORAGE_OPERATIONS) storageErrors.inc({ operation }, 0);

    let listener: http.Server | null = null;
    const metrics: Metrics = {
      registry,
      storageError: (operation) => storageErrors.inc({ operation }),
      async listen({ host, port }) {
        const server = http.createServer((req, res) => {
          const path = (req.url ?? '').split('?', 1)[0];
          if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
            return;
          }
          registry.metrics().then(
            (body) => {
              res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
              res.end(req.method === 'HEAD' ? undefined : body);
            },
            (err: unknown) => {
              app.log.error({ err }, 'metrics failed');
              res.writeHead(500).end();
            },
          );
        });
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
          });
        });
        listener = server;
        return (server.address() as AddressInfo).port;
      },
    };
    app.decorate('metrics', metrics);
    // Last-registered onClose hooks run first: this listener closes before the database does. A
    // scrape cut short is only a gap in a series; a kept-alive scraper must not hold the exit.
    app.addHook('onClose', async () => {
      const server = listener;
      if (!server) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    });

    const token = app.env.METRICS_TOKEN;
    if (token) {
      const expected = sha256(`Bearer ${token}`);
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        // Hashes of equal length, compared in constant time: the answer's time says nothing of the token.
        const given = sha256(request.headers.authorization ?? '');
        if (!crypto.timingSafeEqual(given, expected)) return reply.callNotFound();
        reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
        return registry.metrics();
      });
    }
  },
  { name: 'metrics', dependencies: ['db'] },
);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** node-postgres' pool, as drizzle keeps it; PGlite's client has none of these counts. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/**
 * The connection pool's use, on PostgreSQL only: the embedded database is one connection inside
 * this process that serves one statement at a time, so there is no pool whose use would mean anything.
 */
function registerPoolGauges(app: FastifyInstance, registry: Registry) {
  const client = (app.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  if (app.database.kind !== 'postgres' || typeof client?.totalCount !== 'number') return;
  const pool = client as PoolCounts;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('tt_db_pool_connections', 'Open connections of the PostgreSQL pool', () => pool.totalCount);
  gauge('tt_db_pool_idle_connections', 'Open connections of the pool waiting for work', () => pool.idleCount);
  gauge('tt_db_pool_waiting_requests', 'Queries waiting for a connection of the pool', () => pool.waitingCount);
  gauge('tt_db_pool_max_connections', 'The most connections the pool opens', () => pool.options.max ?? 10);
}

/** The outbox backlog, read once per scrape by one statement that both gauges share. */
function registerOutboxGauges(app: FastifyInstance, registry: Registry) {
  let reading: Promise<OutboxBacklog | null> | null = null;
  // The registry collects every metric at once: the second gauge joins the first one's query.
  const read = () =>
    (reading ??= readOutboxBacklog(app.db)
      .catch((err: unknown) => {
        app.log.warn({ err }, 'metrics: outbox backlog not read');
        return null;
      })
      .finally(() => {
        reading = null;
      }));
  new Gauge({
    name: 'tt_mail_outbox_letters',
    help: 'Letters queued or being sent (as the letter archive counts them)',
    registers: [registry],
    async collect() {
      this.set((await read())?.letters ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'tt_mail_outbox_oldest_letter_age_seconds',
    help: 'Age of the oldest letter queued or being sent; 0 when none',
    registers: [registry],
    async collect() {
      this.set((await read())?.oldestSeconds ?? Number.NaN);
    },
  });
}

/** How late the scheduler's and the mail sender's next passes are, and how many failed. */
function registerPassGauges(app: FastifyInstance, registry: Registry) {
  const tasks = (): [string, PassTimes][] => {
    const found: [string, PassTimes][] = [];
    // Registered after this plugin: read at scrape time. Null when SCHEDULER_INTERVAL_SECONDS=0.
    if (app.scheduler?.passes) found.push(['scheduler', app.scheduler.passes]);
    if (app.mailSender?.passes) found.push(['mail_sender', app.mailSender.passes]);
    return found;
  };
  new Gauge({
    name: 'tt_background_pass_lag_seconds',
    help: 'How late the next pass of a background task is: time since the last one started beyond its interval',
    labelNames: ['task'] as const,
    registers: [registry],
    collect() {
      for (const [task, times] of tasks()) this.set({ task }, passLagSeconds(times));
    },
  });
  new Counter({
    name: 'tt_background_pass_failures_total',
    help: 'Passes of a background task that failed (the database unavailable included)',
    labelNames: ['task'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [task, times] of tasks()) this.inc({ task }, times.failures);
    },
  });
}
