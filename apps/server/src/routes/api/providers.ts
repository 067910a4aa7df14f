import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBlockProviderRequest, ZProviderDetails } from '@tt/contracts/admin';
import { ZIdParams } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZProviderListQuery, ZProviderListResponse } from '@tt/contracts/providers';
import { listProviders } from '../../domain/accounts/organizations.ts';
import {
  blockProvider,
  getProviderDetails,
  listProvidersPage,
  unblockProvider,
  verifyProvider,
} from '../../domain/admin/provider-admin.ts';
import { forbidden } from '../../lib/app-error.ts';
import { logSecurityEvent, withSecurityEvent } from '../../lib/security-log.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['providers'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const letterContext = () => ({ appName: app.env.APP_NAME, publicUrl: app.env.PUBLIC_URL });

  /*
   * The original provider list (docs/product/api-conventions.md §10): without `page`, the plain list for bank staff, as before.
   * With `page` it is the administration's paged, filtered form, for provider.manage only.
   */
  app.get(
    '/providers',
    {
      config: { access: 'bank' },
      schema: {
        tags,
        summary: 'Провайдери (без page — список специфікації; з page — сторінка для адміністрування)',
        querystring: ZProviderListQuery,
        response: { 200: ZProviderListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, ...query } = request.query;
      if (page === undefined) return listProviders(app.db);
      if (!request.user!.actions['provider.manage']) throw forbidden();
      return listProvidersPage(app.db, { ...query, page });
    },
  );

  app.get(
    '/providers/:id',
    {
      config: { access: 'provider.manage' },
      schema: { tags, summary: 'Картка провайдера', params: ZIdParams, response: { 200: ZProviderDetails, ...errors } },
    },
    async (request) => getProviderDetails(app.db, request.params.id),
  );

  app.post(
    '/providers/:id/verify',
    {
      config: { access: 'provider.manage' },
      schema: {
        tags,
        summary: 'Верифікувати провайдера',
        params: ZIdParams,
        response: { 200: ZProviderDetails, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await withSecurityEvent(request, 'provider_verification', { organization_id: id }, () =>
        verifyProvider(app.db, { id, actorId: request.user!.id, ctx: letterContext() }),
      );
      return getProviderDetails(app.db, id);
    },
  );

  app.post(
    '/providers/:id/block',
    {
      config: { access: 'provider.manage' },
      schema: {
        tags,
        summary: 'Заблокувати провайдера (сесії його користувачів завершуються одразу)',
        params: ZIdParams,
        body: ZBlockProviderRequest,
        response: { 200: ZProviderDetails, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await withSecurityEvent(request, 'provider_block', { organization_id: id, blocked: true }, () =>
        blockProvider(app.db, { id, actorId: request.user!.id, ctx: letterContext(), reason: request.body.reason }),
      );
      const sessions = await app.sessions.endAllForOrganization(id);
      logSecurityEvent(request, 'session_end', 'success', {
        organization_id: id,
        reason: 'organization_blocked',
        sessions,
      });
      return getProviderDetails(app.db, id);
    },
  );

  app.post(
    '/providers/:id/unblock',
    {
      config: { access: 'provider.manage' },
      schema: {
        tags,
        summary: 'Розблокувати провайдера',
        params: ZIdParams,
        response: { 200: ZProviderDetails, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await withSecurityEvent(request, 'provider_block', { organization_id: id, blocked: false }, () =>
        unblockProvider(app.db, { id, actorId: request.user!.id }),
      );
      return getProviderDetails(app.db, id);
    },
  );
};
export default routes;
