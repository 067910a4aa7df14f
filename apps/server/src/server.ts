import v8 from 'node:v8';
import { loadEnv } from './env.ts';
import { RefusedToStart } from './lib/refused-to-start.ts';
import { openConfiguredDatabase } from './open-database.ts';
import { DEMO_BANK_USERS, DEMO_PASSWORD } from './demo/accounts.ts';

// What the operator must fix (a setting, a database held by another process, an unreachable
// bucket) is told in its own words; any other failure keeps its stack trace. Exit code 1 either way.
process.on('uncaughtException', (err) => {
  console.error(err instanceof RefusedToStart ? err.message : err);
  process.exit(1);
});

const startedAt = Date.now();
const env = loadEnv();
// The embedded database's WebAssembly stays on V8's baseline compiler: optimising PostgreSQL's
// hot functions cost a start about a second of CPU and 40 MB of code, and the requests measured
// no faster for it (docs/decisions/0033 §Start and memory). Set before PGlite compiles its module.
if (!env.DATABASE_URL) v8.setFlagsFromString('--no-wasm-tier-up --no-wasm-dynamic-tiering');
// The database opens (PGlite compiles its WebAssembly off the main thread) while the
// application's modules load: a restart takes about as long as the slower of the two.
const opening = openConfiguredDatabase(env);
const { buildApp } = await import('./app.ts');
const { database, demoSeeded } = await opening;
const app = await buildApp({
  env,
  database,
  logger:
    env.NODE_ENV === 'development'
      ? {
          level: env.LOG_LEVEL,
          // One short line per entry: "[12:00:00] INFO: GET /api/tenders 200 12 ms {…}". Written in
          // this thread: pino's transport would start a worker thread (and 10–15 MB) for it.
          stream: (await import('pino-pretty')).default({
            translateTime: 'HH:MM:ss',
            singleLine: true,
            ignore: 'pid,hostname,method,path,status,ms',
            sync: true,
          }),
        }
      : { level: env.LOG_LEVEL },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const stopping = Date.now();
    app.log.info({ signal }, 'shutting down');
    // From here /api/ready answers 503 and every answer closes its connection. app.close() stops
    // the timers, closes the listener, waits for the requests in flight, then for a scheduler or
    // mail pass in progress, closes the metrics port and, last, the database (ADR 0037).
    app.shutdown.begin();
    app.close().then(
      () => {
        app.log.info({ ms: Date.now() - stopping }, 'shut down');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

// The metrics port first: if it cannot listen the start fails before the load balancer sees the instance.
const metricsPort =
  env.METRICS_PORT === undefined ? null : await app.metrics.listen({ host: env.METRICS_HOST, port: env.METRICS_PORT });
await app.listen({ host: env.HOST, port: env.PORT });
const startSeconds = Number(((Date.now() - startedAt) / 1000).toFixed(1));
if (env.NODE_ENV === 'production') {
  // Production's stdout is JSON lines only (Fastify has logged the addresses it listens on).
  app.log.info({ start_s: startSeconds, database: database.kind, metrics_port: metricsPort }, 'started');
} else {
  const logins = [
    ...DEMO_BANK_USERS.map((u) => u.email),
    'provider1@demo.ua',
    'provider2@demo.ua',
    'provider3@demo.ua',
    'provider4@demo.ua',
  ];
  const lines = [
    '',
    `  ${env.APP_NAME} працює: ${env.PUBLIC_URL}   (старт за ${startSeconds.toFixed(1)} с, база: ${database.kind === 'pglite' ? `вбудована, ${env.DATA_DIR}` : 'PostgreSQL'})`,
    ...(metricsPort === null ? [] : [`  Метрики: http://${env.METRICS_HOST}:${metricsPort}/metrics`]),
    ...(env.DEMO_DATA === 'on'
      ? [
          `  Демо-входи${demoSeeded ? ' (щойно створено)' : ''}, пароль ${DEMO_PASSWORD}:`,
          ...logins.map((l) => `    ${l}`),
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}
