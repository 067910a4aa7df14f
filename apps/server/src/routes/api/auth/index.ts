import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@tt/contracts/common';
import { ZLoginInfo, ZLoginRequest, ZRecoveryRequest, ZResetRequest } from '@tt/contracts/session';
import { SignInRefused, signIn } from '../../../domain/accounts/sign-in.ts';
import { recoverPassword, requestPasswordReset } from '../../../domain/accounts/password-reset.ts';
import { toLoginInfo } from '../../../domain/accounts/login-info.ts';
import { clientAddress, failuresLimit, rateLimited, SIGN_IN_LIMITS } from '../../../lib/rate-limits.ts';
import { AppError } from '../../../lib/app-error.ts';
import { logSecurityEvent } from '../../../lib/security-log.ts';
import { ZRegisterRequest, ZRegisterResponse } from '@tt/contracts/registration';
import { registerProvider } from '../../../domain/accounts/register-provider.ts';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Both count refused sign-ins only (figures and why: SIGN_IN_LIMITS), so the people behind one
  // office NAT who sign in correctly never use up each other's budget.
  const failedSignInsPerAddress = failuresLimit(app, {
    name: 'failed sign-ins per address',
    ...SIGN_IN_LIMITS.perAddress,
    message: 'Забагато спроб входу з вашої адреси',
  });
  // The account lockout: per address and login typed, so it needs the parsed body.
  const failedSignInsPerAccount = failuresLimit(app, {
    name: 'failed sign-ins per address and login',
    ...SIGN_IN_LIMITS.perAccount,
    key: (req) => `${clientAddress(req)}:${String((req.body as { login?: unknown })?.login ?? '').toLowerCase()}`,
    message: 'Забагато спроб входу',
  });

  app.post(
    '/login',
    {
      onRequest: failedSignInsPerAddress.check,
      preHandler: failedSignInsPerAccount.check,
      config: { access: 'public' },
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginInfo } },
    },
    async (request, reply) => {
      const userId = await signIn(app.db, request.body).catch(async (err: unknown) => {
        if (err instanceof SignInRefused) {
          logSecurityEvent(request, 'sign_in', 'failure', { user_id: err.userId, code: err.code });
          await Promise.all([
            failedSignInsPerAddress.countFailure(request),
            failedSignInsPerAccount.countFailure(request),
          ]);
        }
        throw err;
      });
      if (request.user) await app.sessions.end(request, reply, 'replaced');
      const info = toLoginInfo(await app.sessions.start(request, reply, userId));
      logSecurityEvent(request, 'sign_in', 'success', { user_id: userId });
      return info;
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
      if (request.user) await app.sessions.end(request, reply, 'replaced');
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
      // The caller learns nothing either way; the log says whether a letter went out.
      logSecurityEvent(request, 'password_reset_request', url ? 'success' : 'failure');
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
      const userId = await recoverPassword(app.db, request.body).catch((err: unknown) => {
        if (err instanceof AppError) logSecurityEvent(request, 'password_reset', 'failure', { code: err.code });
        throw err;
      });
      logSecurityEvent(request, 'password_reset', 'success', { user_id: userId });
      return { ok: true as const };
    },
  );
};
export default routes;
