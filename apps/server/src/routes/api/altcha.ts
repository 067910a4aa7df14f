import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAltchaChallenge } from '@tt/contracts/registration';
import { BotCheck } from '../../domain/accounts/bot-check.ts';
import { loadOrCreateSecret } from '../../domain/app-secrets.ts';
import { rateLimited } from '../../lib/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheck;
  }
}

/**
 * GET /api/altcha/challenge and the shared `app.botCheck` the protected forms verify with.
 * The HMAC key lives in app_secrets, so every instance signs and verifies alike.
 */
const altcha: FastifyPluginAsyncZod = async (app) => {
  app.decorate('botCheck', new BotCheck(app.db, await loadOrCreateSecret(app.db, 'altcha')));

  app.get(
    '/altcha/challenge',
    {
      config: {
        access: 'public',
        rateLimit: rateLimited({ max: 60, minutes: 10, message: 'Забагато запитів на перевірку від ботів' }),
      },
      schema: { tags: ['auth'], response: { 200: ZAltchaChallenge } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.botCheck.challenge();
    },
  );
};

// fastify-plugin: the decorator is seen by the routes registered after this one.
export default fp(altcha, { name: 'altcha', dependencies: ['db'] });
