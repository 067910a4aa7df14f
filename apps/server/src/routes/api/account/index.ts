import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZOk } from '@tt/contracts/common';
import { ZRegionList } from '@tt/contracts/dictionaries';
import { ZOrganization } from '@tt/contracts/organization';
import { ZInviteRequest, ZOrganizationWrite, ZProfile, ZProfileWrite } from '@tt/contracts/provider-account';
import { ZChangePasswordRequest, ZLoginInfo } from '@tt/contracts/session';
import { ZUser, ZUserList } from '@tt/contracts/users';
import { changePassword, wrongCurrentPassword } from '../../../domain/accounts/change-password.ts';
import { toLoginInfo } from '../../../domain/accounts/login-info.ts';
import { getOrganization } from '../../../domain/accounts/organizations.ts';
import { listRegions } from '../../../domain/dictionaries/list-dictionaries.ts';
import { logSecurityEvent } from '../../../lib/security-log.ts';
import { listAccountUsers } from '../../../domain/provider/account-user.ts';
import { inviteColleague, resendInvitation } from '../../../domain/provider/invitations.ts';
import { getProfile, updateProfile } from '../../../domain/provider/profile.ts';
import { updateOrganization } from '../../../domain/provider/update-organization.ts';
import { extraRateLimit, perUser } from '../../../lib/rate-limits.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Each answer says whether an address already has an account: bounded per account and per
  // address, each limit one count across inviting and resending.
  const invitationsPerAddress = extraRateLimit(app, {
    name: 'invitations per address',
    max: 60,
    minutes: 60,
    message: 'Забагато запрошень з вашої адреси',
  });
  // Counted after access is checked (preHandler), so only for callers that may invite.
  const invitationsPerUser = extraRateLimit(app, {
    name: 'invitations per user',
    max: 20,
    minutes: 60,
    key: perUser,
    message: 'Забагато запрошень',
  });
  const inviter = (u: NonNullable<FastifyRequest['user']>) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    organizationId: u.organizationId!,
  });
  const linkContext = () => ({ appName: app.env.APP_NAME, publicUrl: app.env.PUBLIC_URL });

  app.get(
    '/info/login',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: ZLoginInfo } } },
    async (request) => toLoginInfo(request.user!),
  );

  app.get(
    '/info/organization',
    { config: { access: 'provider' }, schema: { tags: ['account'], response: { 200: ZOrganization } } },
    async (request) => getOrganization(app.db, request.user!.organizationId!),
  );

  // A provider sees its colleagues; bank staff see bank users.
  app.get(
    '/info/users',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: ZUserList } } },
    async (request) => listAccountUsers(app.db, request.user!),
  );

  // The organisation's own users edit it; bank users lack `organization.edit`.
  app.put(
    '/info/organization',
    {
      config: { access: 'organization.edit' },
      schema: { tags: ['account'], body: ZOrganizationWrite, response: { 200: ZOrganization } },
    },
    async (request) =>
      updateOrganization(app.db, {
        organizationId: request.user!.organizationId!,
        actorId: request.user!.id,
        input: request.body,
        appName: app.env.APP_NAME,
        publicUrl: app.env.PUBLIC_URL,
      }),
  );

  app.post(
    '/info/users',
    {
      onRequest: invitationsPerAddress.check,
      preHandler: invitationsPerUser.check,
      config: { access: 'organization.edit' },
      schema: { tags: ['account'], body: ZInviteRequest, response: { 201: ZUser } },
    },
    async (request, reply) => {
      const { user, url } = await inviteColleague(app.db, inviter(request.user!), request.body, linkContext());
      if (app.env.NODE_ENV !== 'production') request.log.info({ url }, 'invitation link');
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/info/users/:id/invitation',
    {
      onRequest: invitationsPerAddress.check,
      preHandler: invitationsPerUser.check,
      config: { access: 'organization.edit' },
      schema: { tags: ['account'], params: ZIdParams, response: { 200: ZUser } },
    },
    async (request) => {
      const { user, url } = await resendInvitation(app.db, inviter(request.user!), request.params.id, linkContext());
      if (app.env.NODE_ENV !== 'production') request.log.info({ url }, 'invitation link');
      return user;
    },
  );

  app.get(
    '/profile',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: ZProfile } } },
    async (request) => getProfile(app.db, request.user!.id),
  );

  app.put(
    '/profile',
    { config: { access: 'user' }, schema: { tags: ['account'], body: ZProfileWrite, response: { 200: ZProfile } } },
    async (request) => updateProfile(app.db, request.user!.id, request.body),
  );

  app.get(
    '/info/regions',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: ZRegionList } } },
    async () => listRegions(app.db),
  );

  app.post(
    '/password',
    { config: { access: 'user' }, schema: { tags: ['account'], body: ZChangePasswordRequest, response: { 200: ZOk } } },
    async (request) => {
      const change = await changePassword(app.db, {
        user: request.user!,
        currentPassword: request.body.current_password,
        newPassword: request.body.password,
      });
      if (change.outcome === 'wrong_current_password') {
        logSecurityEvent(request, 'password_change', 'failure', { reason: change.outcome });
        throw wrongCurrentPassword();
      }
      logSecurityEvent(request, 'password_change', 'success', { other_sessions_ended: change.otherSessionsEnded });
      return { ok: true as const };
    },
  );
};
export default routes;
