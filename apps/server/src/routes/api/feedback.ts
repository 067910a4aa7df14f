import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZFeedbackRequest } from '@tt/contracts/feedback';
import { submitFeedback } from '../../domain/feedback/feedback.ts';
import { rateLimited } from '../../lib/rate-limits.ts';

/** The feedback form (/feedback): open to everyone, behind the bot check and a limit per address. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      config: {
        access: 'public',
        rateLimit: rateLimited({ max: 5, minutes: 60, message: 'Забагато звернень з вашої адреси' }),
      },
      schema: {
        tags: ['feedback'],
        summary: 'Надіслати звернення до банку',
        body: ZFeedbackRequest,
        response: { 201: ZOk, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      // Spent before anything else, so a refused message cannot be retried with it.
      await app.botCheck.verify(request.body.altcha);
      await submitFeedback(app.db, request.body, request.user?.id ?? null, {
        appName: app.env.APP_NAME,
        publicUrl: app.env.PUBLIC_URL,
      });
      return reply.status(201).send({ ok: true as const });
    },
  );
};
export default routes;
