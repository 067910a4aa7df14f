import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installTestClock, setTestClockShift } from '../../domain/test-clock.ts';

/**
 * PUT /api/test/clock: moves the product's clock (domain/test-clock.ts). Registered only when
 * NODE_ENV=test (routes/api/index.ts), for the end-to-end journeys that pass a deadline.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await installTestClock(app.db);
  app.put(
    '/test/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['service'],
        body: z.object({
          shift_seconds: z
            .number({ error: 'Поле «Зсув годинника» має бути числом секунд' })
            .int('Поле «Зсув годинника» має бути цілим числом секунд')
            .min(0, 'Поле «Зсув годинника» не може бути від’ємним')
            .max(366 * 86_400, 'Поле «Зсув годинника» має бути не більше року'),
        }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => ({ now: (await setTestClockShift(app.db, request.body.shift_seconds)).toISOString() }),
  );
};
export default routes;
