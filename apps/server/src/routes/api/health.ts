import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@tt/contracts/errors';
import { serviceUnavailable } from '../../lib/app-error.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['service'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  // Ready or not, nothing more: an anonymous caller learns nothing about what runs behind it.
  // Liveness is /health; this one also fails once the instance stops (plugins/shutdown.ts), so a
  // load balancer takes it out of rotation.
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['service'],
        response: { 200: z.object({ status: z.literal('ready') }), 503: ZErrorBody },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.warn({ err }, 'not ready');
        throw serviceUnavailable();
      }
      if (app.shutdown.begun) throw serviceUnavailable();
      return { status: 'ready' as const };
    },
  );
};
export default routes;
