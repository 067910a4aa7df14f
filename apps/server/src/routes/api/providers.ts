import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProviderList } from '@tt/contracts/providers';
import { organizations } from '../../db/schema/index.ts';
import { toProvider } from '../../domain/accounts/presenters.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // The front-end spec's provider list: bank staff only.
  app.get(
    '/providers',
    { config: { access: 'bank' }, schema: { tags: ['providers'], response: { 200: ZProviderList } } },
    async () => (await app.db.select().from(organizations).orderBy(asc(organizations.name))).map(toProvider),
  );
};
export default routes;
