import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from '../lib/log-serializers.ts';

/**
 * One log line per request, written when the answer has gone (Fastify's own pair of
 * "incoming request" / "request completed" lines is turned off in app.ts). The path is logged
 * without its query string: search terms and link tokens travel there (ADR 0019).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const path = requestPath(request.url);
      const status = reply.statusCode;
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      request.log.info(
        { method: request.method, path, status, ms, user_id: request.user?.id ?? null },
        `${request.method} ${path} ${status} ${ms} ms`,
      );
    });
  },
  { name: 'request-log', dependencies: ['session'] },
);
