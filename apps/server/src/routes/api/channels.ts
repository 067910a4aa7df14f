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
          /** Also the deactivated values, to name what tenders and offers already hold. */
          with_inactive: z
            .enum(['true', 'false'], { error: 'Параметр «with_inactive» має бути true або false' })
            .optional()
            .describe('true — також вимкнені значення (для показу назв уже вибраних значень)'),
        }),
        response: { 200: ZDictionaryList },
      },
    },
    async (request) =>
      listChannelOptions(app.db, request.params.kind, { withInactive: request.query.with_inactive === 'true' }),
  );
};
export default routes;
