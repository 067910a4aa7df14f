import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZOfferList, ZProposalComparison } from '@tt/contracts/offers';
import {
  ZAwardTenderRequest,
  ZLotParams,
  ZLotUnsuccessfulRequest,
  ZCancelTenderRequest,
  ZCompleteTenderRequest,
  ZExtendTenderRequest,
  ZPublishTenderRequest,
  ZTender,
  ZTenderHistory,
  ZTenderListQuery,
  ZTenderListResponse,
  ZTenderUpdate,
  ZTenderWrite,
  ZUnsuccessfulTenderRequest,
} from '@tt/contracts/tenders';
import { ZTenderRules } from '@tt/contracts/tender-rules';
import { compareProposals } from '../../domain/offers/compare-proposals.ts';
import { listTenderOffers } from '../../domain/offers/list-tender-offers.ts';
import { awardTender, declareLotUnsuccessful } from '../../domain/tenders/award-tender.ts';
import { cancelTender } from '../../domain/tenders/cancel-tender.ts';
import { completeTender } from '../../domain/tenders/complete-tender.ts';
import { createTender } from '../../domain/tenders/create-tender.ts';
import { declareUnsuccessful } from '../../domain/tenders/declare-unsuccessful.ts';
import { extendDeadline } from '../../domain/tenders/extend-deadline.ts';
import { getTender } from '../../domain/tenders/get-tender.ts';
import { listHistory } from '../../domain/tenders/list-history.ts';
import { listTenders } from '../../domain/tenders/list-tenders.ts';
import { publishTender, tenderRules } from '../../domain/tenders/publish-tender.ts';
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

  app.get(
    '/tenders/rules',
    {
      // Bank users fill in tender forms; the lead is the server's configuration (PUBLISH_MIN_LEAD_MINUTES).
      config: { access: 'bank' },
      schema: { tags, summary: 'Правила публікації тендерів', response: { 200: ZTenderRules, ...errors } },
    },
    async () => tenderRules({ leadMinutes: app.env.PUBLISH_MIN_LEAD_MINUTES }),
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
      return updateTender(app.db, {
        id: request.params.id,
        viewer: request.user!,
        input,
        version,
        leadMinutes: app.env.PUBLISH_MIN_LEAD_MINUTES,
      });
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
      publishTender(app.db, {
        id: request.params.id,
        viewer: request.user!,
        version: request.body.version,
        leadMinutes: app.env.PUBLISH_MIN_LEAD_MINUTES,
      }),
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

  // Evaluation: the bank reads the offers after the deadline and decides the outcome.

  app.get(
    '/tenders/:id/offers',
    {
      // The bank (offer.view_all) after the deadline, a provider its own offer: decided in the domain.
      config: { access: 'tender.view' },
      schema: { tags, summary: 'Пропозиції тендера', params: ZIdParams, response: { 200: ZOfferList, ...errors } },
    },
    async (request) => listTenderOffers(app.db, { id: request.params.id, viewer: request.user! }),
  );

  app.get(
    '/tenders/:id/proposals',
    {
      config: { access: 'offer.view_all' },
      schema: {
        tags,
        summary: 'Порівняння пропозицій',
        params: ZIdParams,
        response: { 200: ZProposalComparison, ...errors },
      },
    },
    async (request) => compareProposals(app.db, { id: request.params.id, viewer: request.user! }),
  );

  app.post(
    '/tenders/:id/award',
    {
      config: { access: 'tender.award' },
      schema: {
        tags,
        summary: 'Визначити переможця',
        params: ZIdParams,
        body: ZAwardTenderRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      awardTender(app.db, {
        id: request.params.id,
        viewer: request.user!,
        offerId: request.body.offer_id,
        reason: request.body.reason,
        version: request.body.version,
      }),
  );

  app.post(
    '/tenders/:id/lots/:lotId/award',
    {
      config: { access: 'tender.award' },
      schema: {
        tags,
        summary: 'Визначити переможця лоту',
        params: ZLotParams,
        body: ZAwardTenderRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      awardTender(app.db, {
        id: request.params.id,
        lotId: request.params.lotId,
        viewer: request.user!,
        offerId: request.body.offer_id,
        reason: request.body.reason,
        version: request.body.version,
      }),
  );

  app.post(
    '/tenders/:id/lots/:lotId/unsuccessful',
    {
      config: { access: 'tender.award' },
      schema: {
        tags,
        summary: 'Визнати лот таким, що не відбувся',
        params: ZLotParams,
        body: ZLotUnsuccessfulRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      declareLotUnsuccessful(app.db, {
        id: request.params.id,
        lotId: request.params.lotId,
        viewer: request.user!,
        reason: request.body.reason,
        version: request.body.version,
      }),
  );

  app.post(
    '/tenders/:id/complete',
    {
      config: { access: 'tender.award' },
      schema: {
        tags,
        summary: 'Завершити (договір підписано, канал підключено)',
        params: ZIdParams,
        body: ZCompleteTenderRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      completeTender(app.db, {
        id: request.params.id,
        viewer: request.user!,
        note: request.body.note,
        version: request.body.version,
      }),
  );

  app.post(
    '/tenders/:id/unsuccessful',
    {
      config: { access: 'tender.award' },
      schema: {
        tags,
        summary: 'Визнати таким, що не відбувся',
        params: ZIdParams,
        body: ZUnsuccessfulTenderRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      declareUnsuccessful(app.db, {
        id: request.params.id,
        viewer: request.user!,
        reason: request.body.reason,
        version: request.body.version,
      }),
  );
};
export default routes;
