import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHANNEL_KINDS } from '@tt/contracts/constants';
import { ZDictionaryList } from '@tt/contracts/dictionaries';
import { listChannelOptions } from '../../domain/dictionaries/list-dictionaries.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/channels/:kind',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dictionaries'],
        params: z.object({ kind: z.enum(CHANNEL_KINDS, { error: 'Невідомий довідник каналів' }) }),
        response: { 200: ZDictionaryList },
      },
    },
    async (request) => listChannelOptions(app.db, request.params.kind),
  );
};
export default routes;
