import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@tt/contracts/common';
import { ZRegionList } from '@tt/contracts/dictionaries';
import { ZOrganization } from '@tt/contracts/organization';
import { ZChangePasswordRequest, ZLoginInfo } from '@tt/contracts/session';
import { ZUserList } from '@tt/contracts/users';
import { organizations, regions, sessions, users } from '../../../db/schema/index.ts';
import { toLoginInfo } from '../../../domain/accounts/login-info.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { toOrganization, toUser } from '../../../domain/accounts/presenters.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/info/login',
    { schema: { tags: ['account'], response: { 200: ZLoginInfo } } },
    async (request) => toLoginInfo(request.user!),
  );

  app.get(
    '/info/organization',
    { config: { access: 'provider' }, schema: { tags: ['account'], response: { 200: ZOrganization } } },
    async (request) => {
      const [org] = await app.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, request.user!.organizationId!));
      if (!org) throw notFound('Організацію не знайдено');
      return toOrganization(org);
    },
  );

  // A provider sees its colleagues; bank staff see bank users.
  app.get('/info/users', { schema: { tags: ['account'], response: { 200: ZUserList } } }, async (request) => {
    const me = request.user!;
    const rows = await app.db
      .select()
      .from(users)
      .where(me.role === 'provider' ? eq(users.organizationId, me.organizationId!) : eq(users.role, 'bank'))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    return rows.map(toUser);
  });

  app.get('/info/regions', { schema: { tags: ['account'], response: { 200: ZRegionList } } }, async () =>
    app.db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.sort), asc(regions.name)),
  );

  app.post(
    '/password',
    { schema: { tags: ['account'], body: ZChangePasswordRequest, response: { 200: ZOk } } },
    async (request) => {
      const me = request.user!;
      const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
      if (!(await verifyPassword(row?.hash ?? null, request.body.current_password))) {
        throw new AppError(400, 'validation_failed', 'Поточний пароль указано неправильно', {
          fields: { current_password: 'Поточний пароль указано неправильно' },
        });
      }
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
        // Other devices signed in with the old password are signed out.
        await tx.delete(sessions).where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId)));
      });
      return { ok: true as const };
    },
  );
};
export default routes;
