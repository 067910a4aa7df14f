import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@tt/contracts/errors';
import {
  ZProviderHistoryExportQuery,
  ZProviderHistoryQuery,
  ZProviderHistoryResponse,
  ZProviderSummary,
} from '@tt/contracts/provider-account';
import { exportProviderHistory, listProviderHistory } from '../../domain/provider/provider-history.ts';
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

  for (const format of ['xlsx', 'csv'] as const) {
    app.get(
      `/history.${format}`,
      {
        config: { access: 'provider' },
        schema: {
          tags: ['provider'],
          summary: `Архів тендерів організації у ${format.toUpperCase()}: уся вибірка фільтрів, потоком`,
          querystring: ZProviderHistoryExportQuery,
          // The file itself, streamed; never serialised. Bad filters answer 400 before any byte.
          response: {
            200: z.unknown().describe('Файл (Content-Disposition: attachment)'),
            400: ZErrorBody,
            401: ZErrorBody,
            403: ZErrorBody,
          },
        },
      },
      async (request, reply) =>
        exportProviderHistory(reply, app.db, {
          organizationId: request.user!.organizationId!,
          query: request.query,
          format,
        }),
    );
  }

  app.get(
    '/summary',
    { config: { access: 'provider' }, schema: { tags: ['provider'], response: { 200: ZProviderSummary } } },
    async (request) => providerSummary(app.db, request.user!.organizationId!),
  );
};
export default routes;
