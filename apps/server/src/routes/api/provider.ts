import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProviderHistoryQuery, ZProviderHistoryResponse, ZProviderSummary } from '@tt/contracts/provider-account';
import { listProviderHistory } from '../../domain/provider/provider-history.ts';
import { providerSummary } from '../../domain/provider/provider-summary.ts';

/** The provider's own pages: its archive of tenders and its summary card. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history',
    {
      config: { access: 'provider' },
      schema: { tags: ['provider'], querystring: ZProviderHistoryQuery, response: { 200: ZProviderHistoryResponse } },
    },
    async (request) =>
      listProviderHistory(app.db, { organizationId: request.user!.organizationId!, query: request.query }),
  );

  app.get(
    '/summary',
    { config: { access: 'provider' }, schema: { tags: ['provider'], response: { 200: ZProviderSummary } } },
    async (request) => providerSummary(app.db, request.user!.organizationId!),
  );
};
export default routes;
