import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANNEL_KINDS } from '@tt/contracts/constants';
import { ZDictionaryList } from '@tt/contracts/dictionaries';
import { channelOptions } from '../../db/schema/index.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/channels/:kind',
    {
      schema: {
        tags: ['dictionaries'],
        params: z.object({ kind: z.enum(CHANNEL_KINDS, { error: 'Невідомий довідник каналів' }) }),
        response: { 200: ZDictionaryList },
      },
    },
    async (request) =>
      app.db
        .select({ id: channelOptions.id, name: channelOptions.name })
        .from(channelOptions)
        .where(eq(channelOptions.kind, request.params.kind))
        .orderBy(asc(channelOptions.sort), asc(channelOptions.id)),
  );
};
export default routes;
