import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import {
  ZCancelTenderRequest,
  ZExtendTenderRequest,
  ZPublishTenderRequest,
  ZTender,
  ZTenderHistory,
  ZTenderListQuery,
  ZTenderListResponse,
  ZTenderUpdate,
  ZTenderWrite,
} from '@tt/contracts/tenders';
import { cancelTender } from '../../domain/tenders/cancel-tender.ts';
import { createTender } from '../../domain/tenders/create-tender.ts';
import { extendDeadline } from '../../domain/tenders/extend-deadline.ts';
import { getTender } from '../../domain/tenders/get-tender.ts';
import { listHistory } from '../../domain/tenders/list-history.ts';
import { listTenders } from '../../domain/tenders/list-tenders.ts';
import { publishTender } from '../../domain/tenders/publish-tender.ts';
import { updateTender } from '../../domain/tenders/update-tender.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['tenders'];

/** Tenders up to publication: thin handlers, the rules live in domain/tenders. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenders',
    {
      config: { access: 'tender.view' },
      schema: {
        tags,
        summary: 'Тендери (сторінка)',
        querystring: ZTenderListQuery,
        response: { 200: ZTenderListResponse, ...errors },
      },
    },
    async (request) => listTenders(app.db, { viewer: request.user!, query: request.query }),
  );

  app.post(
    '/tenders',
    {
      config: { access: 'tender.create' },
      schema: { tags, summary: 'Створити чернетку тендера', body: ZTenderWrite, response: { 201: ZTender, ...errors } },
    },
    async (request, reply) => {
      const tender = await createTender(app.db, { viewer: request.user!, input: request.body });
      return reply.status(201).send(tender);
    },
  );

  app.get(
    '/tenders/:id',
    {
      config: { access: 'tender.view' },
      schema: { tags, summary: 'Картка тендера', params: ZIdParams, response: { 200: ZTender, ...errors } },
    },
    async (request) => getTender(app.db, { id: request.params.id, viewer: request.user! }),
  );

  app.put(
    '/tenders/:id',
    {
      config: { access: 'tender.edit' },
      schema: {
        tags,
        summary: 'Змінити тендер',
        params: ZIdParams,
        body: ZTenderUpdate,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return updateTender(app.db, { id: request.params.id, viewer: request.user!, input, version });
    },
  );

  app.post(
    '/tenders/:id/publish',
    {
      config: { access: 'tender.publish' },
      schema: {
        tags,
        summary: 'Опублікувати',
        params: ZIdParams,
        body: ZPublishTenderRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      publishTender(app.db, { id: request.params.id, viewer: request.user!, version: request.body.version }),
  );

  app.post(
    '/tenders/:id/extend',
    {
      config: { access: 'tender.publish' },
      schema: {
        tags,
        summary: 'Продовжити кінцевий термін',
        params: ZIdParams,
        body: ZExtendTenderRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      extendDeadline(app.db, {
        id: request.params.id,
        viewer: request.user!,
        offersDeadline: request.body.offers_deadline,
        reason: request.body.reason,
        version: request.body.version,
      }),
  );

  app.post(
    '/tenders/:id/cancel',
    {
      config: { access: 'tender.cancel' },
      schema: {
        tags,
        summary: 'Скасувати',
        params: ZIdParams,
        body: ZCancelTenderRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      cancelTender(app.db, {
        id: request.params.id,
        viewer: request.user!,
        reason: request.body.reason,
        version: request.body.version,
      }),
  );

  app.get(
    '/tenders/:id/history',
    {
      // Bank users with tender.history and providers that took part: listHistory decides.
      config: { access: 'tender.view' },
      schema: { tags, summary: 'Історія дій', params: ZIdParams, response: { 200: ZTenderHistory, ...errors } },
    },
    async (request) => listHistory(app.db, { id: request.params.id, viewer: request.user! }),
  );
};
export default routes;
