import v8 from 'node:v8';
import { loadEnv } from './env.ts';
import { openConfiguredDatabase } from './open-database.ts';
import { DEMO_BANK_USERS, DEMO_PASSWORD } from './demo/accounts.ts';

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
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish, then the database closes (onClose hook).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
const logins = [...DEMO_BANK_USERS.map((u) => u.email), 'provider1@demo.ua', 'provider2@demo.ua', 'provider3@demo.ua'];
const lines = [
  '',
  `  ${env.APP_NAME} працює: ${env.PUBLIC_URL}   (старт за ${((Date.now() - startedAt) / 1000).toFixed(1)} с, база: ${database.kind === 'pglite' ? `вбудована, ${env.DATA_DIR}` : 'PostgreSQL'})`,
  ...(env.DEMO_DATA === 'on'
    ? [
        `  Демо-входи${demoSeeded ? ' (щойно створено)' : ''}, пароль ${DEMO_PASSWORD}:`,
        ...logins.map((l) => `    ${l}`),
      ]
    : []),
  '',
];
console.log(lines.join('\n'));
