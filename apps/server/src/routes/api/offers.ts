import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZOffer, ZOfferUpdate, ZOfferVersionRequest, ZOfferWrite } from '@tt/contracts/offers';
import { createOffer } from '../../domain/offers/create-offer.ts';
import { getOffer } from '../../domain/offers/get-offer.ts';
import { submitOffer } from '../../domain/offers/submit-offer.ts';
import { updateOffer } from '../../domain/offers/update-offer.ts';
import { withdrawOffer } from '../../domain/offers/withdraw-offer.ts';
import { scoreTechnically } from '../../domain/tenders/score-technically.ts';
import { ZTechnicalScoreRequest, ZTender } from '@tt/contracts/tenders';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['offers'];

/** A provider's offer: thin handlers; deadline, sealing and ownership live in domain/offers. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tenders/:id/offers',
    {
      config: { access: 'offer.create' },
      schema: {
        tags,
        summary: 'Створити чернетку пропозиції своєї організації',
        params: ZIdParams,
        body: ZOfferWrite,
        response: { 201: ZOffer, ...errors },
      },
    },
    async (request, reply) => {
      const offer = await createOffer(app.db, {
        tenderId: request.params.id,
        viewer: request.user!,
        input: request.body,
      });
      return reply.status(201).send(offer);
    },
  );

  app.put(
    '/offers/:id/technical-score',
    {
      config: { access: 'tender.award' },
      schema: {
        tags,
        summary: 'Виставити технічну оцінку пропозиції (після кінцевого терміну)',
        params: ZIdParams,
        body: ZTechnicalScoreRequest,
        response: { 200: ZTender, ...errors },
      },
    },
    async (request) =>
      scoreTechnically(app.db, {
        offerId: request.params.id,
        viewer: request.user!,
        score: request.body.score,
        note: request.body.note,
        version: request.body.version,
      }),
  );

  app.get(
    '/offers/:id',
    {
      // Providers read their own; the bank (offer.view_all) only after the deadline — decided in the domain.
      config: { access: 'user' },
      schema: { tags, summary: 'Картка пропозиції', params: ZIdParams, response: { 200: ZOffer, ...errors } },
    },
    async (request) => getOffer(app.db, { id: request.params.id, viewer: request.user! }),
  );

  app.put(
    '/offers/:id',
    {
      config: { access: 'offer.create' },
      schema: {
        tags,
        summary: 'Змінити пропозицію (подана лишається поданою)',
        params: ZIdParams,
        body: ZOfferUpdate,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return updateOffer(app.db, { id: request.params.id, viewer: request.user!, input, version });
    },
  );

  app.post(
    '/offers/:id/submit',
    {
      config: { access: 'offer.create' },
      schema: {
        tags,
        summary: 'Подати пропозицію',
        params: ZIdParams,
        body: ZOfferVersionRequest,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) =>
      submitOffer(app.db, { id: request.params.id, viewer: request.user!, version: request.body.version }),
  );

  app.post(
    '/offers/:id/withdraw',
    {
      config: { access: 'offer.create' },
      schema: {
        tags,
        summary: 'Відкликати подану пропозицію',
        params: ZIdParams,
        body: ZOfferVersionRequest,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) =>
      withdrawOffer(app.db, { id: request.params.id, viewer: request.user!, version: request.body.version }),
  );
};
export default routes;
