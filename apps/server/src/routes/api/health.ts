import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['service'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['service'], response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
export default routes;
