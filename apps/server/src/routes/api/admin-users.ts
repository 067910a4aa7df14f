import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminUser, ZAdminUserListQuery, ZAdminUserPage, ZCreateBankUser, ZUpdateUser } from '@tt/contracts/admin';
import { ZIdParams } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import { createBankUser, listUsers, resendInvitation, updateUser } from '../../domain/admin/user-admin.ts';
import { AppError } from '../../lib/app-error.ts';
import { logSecurityEvent } from '../../lib/security-log.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['admin'];

/** Every user, bank and provider, as the bank's administration manages them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const letterContext = () => ({ appName: app.env.APP_NAME, publicUrl: app.env.PUBLIC_URL });
  const logLink = (url: string) => {
    // Without a mail account the letter waits in the outbox; in development the link is logged.
    if (app.env.NODE_ENV !== 'production') app.log.info({ url }, 'invitation link');
  };

  app.get(
    '/admin/users',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Користувачі (сторінка)',
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserPage, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.post(
    '/admin/users',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Створити користувача банку й надіслати запрошення',
        body: ZCreateBankUser,
        response: { 201: ZAdminUser, ...errors },
      },
    },
    async (request, reply) => {
      const { user, invitationUrl } = await createBankUser(app.db, {
        ...request.body,
        actorId: request.user!.id,
        ctx: letterContext(),
      });
      logLink(invitationUrl);
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Змінити ролі, активність або ім’я користувача',
        params: ZIdParams,
        body: ZUpdateUser,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => {
      const target_user_id = request.params.id;
      const { user, disabled, roles, active } = await updateUser(app.db, {
        ...request.body,
        id: target_user_id,
        actorId: request.user!.id,
      }).catch((err: unknown) => {
        // A refused change of rights (one's own admin role, say) is recorded as well.
        if (err instanceof AppError) {
          const fields = { target_user_id, code: err.code };
          if (request.body.roles) logSecurityEvent(request, 'role_change', 'failure', fields);
          if (request.body.is_active !== undefined) logSecurityEvent(request, 'user_status_change', 'failure', fields);
        }
        throw err;
      });
      if (roles)
        logSecurityEvent(request, 'role_change', 'success', {
          target_user_id,
          roles_from: roles.from,
          roles_to: roles.to,
        });
      if (active !== null) logSecurityEvent(request, 'user_status_change', 'success', { target_user_id, active });
      if (disabled) {
        const sessions = await app.sessions.endAllForUser(user.id);
        logSecurityEvent(request, 'session_end', 'success', { target_user_id, reason: 'user_disabled', sessions });
      }
      return user;
    },
  );

  app.post(
    '/admin/users/:id/invitation',
    {
      config: { access: 'user.manage' },
      schema: {
        tags,
        summary: 'Надіслати запрошення повторно',
        params: ZIdParams,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => {
      const { user, invitationUrl } = await resendInvitation(app.db, {
        id: request.params.id,
        actorId: request.user!.id,
        ctx: letterContext(),
      });
      logLink(invitationUrl);
      return user;
    },
  );
};
export default routes;
