import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZDashboard, ZDashboardQuery } from '@tt/contracts/statistics';
import { dashboard } from '../../domain/statistics/dashboard.ts';

/** The bank's statistics (dashboard.view: admins, procurement managers, auditors), ADR 0031. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags: ['admin'],
        summary: 'Статистика закупівель за період публікації',
        querystring: ZDashboardQuery,
        response: { 200: ZDashboard, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => dashboard(app.db, request.query),
  );
};
export default routes;
