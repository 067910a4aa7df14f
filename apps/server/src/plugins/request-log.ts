import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestRoute } from '../lib/log-serializers.ts';

/**
 * One log line per request, written when the answer has gone (Fastify's own pair of
 * "incoming request" / "request completed" lines is turned off in app.ts). The line names the
 * route's pattern (`POST /api/tenders/:id/offers`), not the concrete path, and a provider's
 * request carries no user id: until the deadline, whoever reads the log must not learn which
 * provider bid on which tender (ADR 0019). The request id stays on every line.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const path = requestRoute(request);
      const status = reply.statusCode;
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      const line = { method: request.method, path, status, ms };
      request.log.info(
        request.user?.role === 'provider' ? line : { ...line, user_id: request.user?.id ?? null },
        `${request.method} ${path} ${status} ${ms} ms`,
      );
    });
  },
  { name: 'request-log', dependencies: ['session'] },
);
