import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isAppPath } from '@tt/contracts/app-paths';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import sessionPlugin from './plugins/session.ts';
import xsrfPlugin from './plugins/xsrf.ts';
import accessPlugin from './plugins/access.ts';
import requestLogPlugin from './plugins/request-log.ts';
import schedulerPlugin from './plugins/scheduler.ts';
import mailSenderPlugin from './plugins/mail-sender.ts';
import storagePlugin from './plugins/storage.ts';
import shutdownPlugin from './plugins/shutdown.ts';
import metricsPlugin from './plugins/metrics.ts';
import rateLimitsPlugin from './plugins/rate-limits.ts';
import { loadOrCreateSecret } from './domain/app-secrets.ts';
import { logSerializers } from './lib/log-serializers.ts';
import apiRoutes from './routes/api/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

export interface BuildOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered: tests build their list of the app's routes from it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application on an opened database; `server.ts` listens, tests inject. */
export async function buildApp({ env, database, logger, onRoute }: BuildOptions) {
  const app = Fastify({
    logger: withLogSerializers(logger ?? { level: env.LOG_LEVEL }),
    // One line per request instead of Fastify's incoming/completed pair (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A request that arrives while the app stops gets the product's own 503 (plugins/shutdown.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  // Before storage, whose failures it counts (app.metrics.storageError).
  await app.register(metricsPlugin);
  await app.register(storagePlugin);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // After cookies and headers, before anything that reads the session: a request that arrives
  // while the app stops is refused with the headers every answer carries.
  await app.register(shutdownPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(sessionPlugin, {
    idleMinutes: env.SESSION_IDLE_MINUTES,
    absoluteHours: env.SESSION_ABSOLUTE_HOURS,
    secureCookies: env.SECURE_COOKIES,
  });
  await app.register(xsrfPlugin, {
    secret: env.SECRET_KEY ?? (await loadOrCreateSecret(app.db, 'xsrf')),
    secureCookies: env.SECURE_COOKIES,
  });
  await app.register(accessPlugin);
  await app.register(requestLogPlugin);
  await app.register(schedulerPlugin, { intervalSeconds: env.SCHEDULER_INTERVAL_SECONDS });
  await app.register(mailSenderPlugin, { intervalSeconds: env.SCHEDULER_INTERVAL_SECONDS });

  // API answers are per user and per moment: no browser or proxy keeps them. A route that already
  // says `no-store` (document downloads: `private, no-store`) keeps its own, stricter header.
  app.addHook('onSend', async (request, reply) => {
    if (!isApiUrl(request.url)) return;
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${env.APP_NAME} API`, version: '1.0.0', description: 'HTTP API (JSON, snake_case)' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiRoutes, { prefix: '/api' });
  await registerWebApp(app, env);
  return app;
}

/** Every logger of the app drops a failed query's values and a URL's query string (ADR 0019). */
function withLogSerializers(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, ...logSerializers } };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Serves the built web app. Every other non-API GET gets index.html (history fallback): with 200
 * on an address of one of the app's screens (packages/contracts/src/app-paths.ts, also /v2/…),
 * with 404 on any other, whose page then shows the app's own "not found" screen.
 */
async function registerWebApp(app: App, env: Env) {
  const dist = env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasDist = fs.existsSync(path.join(dist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes `name.br` and `name.gz` beside each text file (apps/web/vite.config.ts):
      // a browser that accepts brotli or gzip gets those bytes with `Content-Encoding` and
      // `Vary: Accept-Encoding`; the copies are no addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Built assets carry a content hash in their names, so they never change; the page and the
      // rest keep their names across builds, so a browser asks again each time (ETag answers 304).
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url) || !hasDist || request.method !== 'GET') {
      return reply.status(404).send({ error: 'Адресу не знайдено', code: 'not_found' });
    }
    const status = isAppPath(request.url.split(/[?#]/, 1)[0]!) ? 200 : 404;
    return reply.status(status).type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function isApiUrl(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
