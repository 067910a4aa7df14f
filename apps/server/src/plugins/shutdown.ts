import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceUnavailable } from '../lib/app-error.ts';

export interface Shutdown {
  /** True from the moment the app begins to stop. */
  readonly begun: boolean;
  /** Begins it (server.ts, on SIGTERM, just before `app.close()`, which begins it too). */
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: Shutdown;
  }
}

/**
 * What a stopping instance answers (ADR 0037). Requests it had begun finish as usual; one that
 * reaches it afterwards — on a kept-alive connection, before the listener closed — gets the
 * product's own `503 unavailable` with Retry-After, which the web app retries and a load balancer
 * sends elsewhere; /api/ready answers that too, /api/health (liveness) still 200. Every answer
 * from then on closes its connection: a kept-alive one would hold the listener open, and so the
 * exit, until it timed out.
 */
export default fp(
  async (app: FastifyInstance) => {
    let begun = false;
    app.decorate('shutdown', {
      get begun() {
        return begun;
      },
      begin() {
        begun = true;
      },
    } satisfies Shutdown);
    app.addHook('preClose', async () => {
      begun = true;
    });
    app.addHook('onRequest', async (request) => {
      if (begun && request.routeOptions.url !== '/api/health') throw serviceUnavailable();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (begun) reply.header('connection', 'close');
    });
    // An answer whose headers went before the shutdown began (a long download) leaves its
    // connection kept alive: once it is done, that connection is idle and can be closed.
    app.addHook('onResponse', async () => {
      if (begun) app.server.closeIdleConnections();
    });
  },
  { name: 'shutdown' },
);
