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
        summary: 'Значення довідника каналів, які пропонують форми (лише активні)',
        params: z.object({ kind: z.enum(CHANNEL_KINDS, { error: 'Невідомий довідник каналів' }) }),
        querystring: z.object({
          /** Only the values forms may offer; without it every value, to name what tenders and offers hold. */
          active: z
            .enum(['true', 'false'], { error: 'Параметр «active» має бути true або false' })
            .optional()
            .describe('true — лише активні значення (ті, що пропонують форми)'),
        }),
        response: { 200: ZDictionaryList },
      },
    },
    async (request) => listChannelOptions(app.db, request.params.kind, { activeOnly: request.query.active === 'true' }),
  );
};
export default routes;
