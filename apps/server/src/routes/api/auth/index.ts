import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@tt/contracts/common';
import { ZLoginInfo, ZLoginRequest, ZRecoveryRequest, ZResetRequest } from '@tt/contracts/session';
import { signIn } from '../../../domain/accounts/sign-in.ts';
import { recoverPassword, requestPasswordReset } from '../../../domain/accounts/password-reset.ts';
import { toLoginInfo } from '../../../domain/accounts/login-info.ts';
import { rateLimited } from '../../../lib/rate-limits.ts';
import { ZRegisterRequest, ZRegisterResponse } from '@tt/contracts/registration';
import { registerProvider } from '../../../domain/accounts/register-provider.ts';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        access: 'public',
        // Per address and login, counted after the body is parsed.
        rateLimit: rateLimited({
          max: 10,
          minutes: 5,
          hook: 'preHandler',
          key: (req) => `${req.ip}:${String((req.body as { login?: unknown })?.login ?? '').toLowerCase()}`,
          message: 'Забагато спроб входу',
        }),
      },
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginInfo } },
    },
    async (request, reply) => {
      const userId = await signIn(app.db, request.body);
      if (request.user) await app.sessions.end(request, reply);
      return toLoginInfo(await app.sessions.start(request, reply, userId));
    },
  );

  app.post(
    '/register',
    {
      config: {
        access: 'public',
        rateLimit: rateLimited({ max: 5, minutes: 60, message: 'Забагато спроб реєстрації' }),
      },
      schema: { tags: ['auth'], body: ZRegisterRequest, response: { 201: ZRegisterResponse } },
    },
    async (request, reply) => {
      // Spent before anything else, so a refused registration cannot be retried with it.
      await app.botCheck.verify(request.body.altcha);
      const { userId } = await registerProvider(app.db, {
        input: request.body,
        appName: app.env.APP_NAME,
        publicUrl: app.env.PUBLIC_URL,
      });
      if (request.user) await app.sessions.end(request, reply);
      return reply.status(201).send(toLoginInfo(await app.sessions.start(request, reply, userId)));
    },
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: ZOk } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/reset',
    {
      config: {
        access: 'public',
        rateLimit: rateLimited({ max: 5, minutes: 15, message: 'Забагато запитів на відновлення пароля' }),
      },
      schema: { tags: ['auth'], body: ZResetRequest, response: { 202: z.object({ accepted: z.literal(true) }) } },
    },
    async (request, reply) => {
      const url = await requestPasswordReset(app.db, {
        email: request.body.email,
        appName: app.env.APP_NAME,
        publicUrl: app.env.PUBLIC_URL,
      });
      if (url && app.env.NODE_ENV !== 'production') request.log.info({ url }, 'password recovery link');
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/recovery',
    {
      config: {
        access: 'public',
        rateLimit: rateLimited({ max: 10, minutes: 15, message: 'Забагато спроб відновлення пароля' }),
      },
      schema: { tags: ['auth'], body: ZRecoveryRequest, response: { 200: ZOk } },
    },
    async (request) => {
      await recoverPassword(app.db, request.body);
      return { ok: true as const };
    },
  );
};
export default routes;
