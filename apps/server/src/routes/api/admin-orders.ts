import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZOrderExportQuery, ZOrderListQuery, ZOrderListResponse, ZOrderWinners } from '@tt/contracts/orders';
import { exportOrders, listOrders, orderWinners } from '../../domain/orders/orders.ts';
import type { ExportFormat } from '../../lib/table-export.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const tags = ['admin'];

/** The archive of closed tenders and its exports (archive.view), ADR 0031. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders',
    {
      config: { access: 'archive.view' },
      schema: {
        tags,
        summary: 'Архів тендерів: закриті тендери (сторінка)',
        querystring: ZOrderListQuery,
        response: { 200: ZOrderListResponse, ...errors },
      },
    },
    async (request) => listOrders(app.db, request.query),
  );

  app.get(
    '/admin/orders/winners',
    {
      config: { access: 'archive.view' },
      schema: { tags, summary: 'Організації, що перемагали в тендерах', response: { 200: ZOrderWinners, ...errors } },
    },
    async () => orderWinners(app.db),
  );

  for (const format of ['xlsx', 'csv'] as const satisfies readonly ExportFormat[]) {
    app.get(
      `/admin/orders.${format}`,
      {
        config: { access: 'archive.view' },
        schema: {
          tags,
          summary: `Архів тендерів у ${format.toUpperCase()}: уся вибірка фільтрів, потоком`,
          querystring: ZOrderExportQuery,
          // The file itself, streamed; never serialised. Bad filters answer 400 before any byte.
          response: { 200: z.unknown().describe('Файл (Content-Disposition: attachment)'), ...errors },
        },
      },
      async (request, reply) => exportOrders(reply, app.db, request.query, format),
    );
  }
};
export default routes;
