import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZIdParams, ZOk } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZFaqArticle, ZFaqList, ZFaqListQuery, ZFaqSlugParams, ZFaqWrite } from '@tt/contracts/faq';
import {
  createFaqArticle,
  deleteFaqArticle,
  getFaqArticle,
  listFaqArticles,
  updateFaqArticle,
} from '../../domain/faq/faq-articles.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['faq'];

/** Help is open to everyone; the session only decides whether drafts are shown (faq.manage). */
const drafts = (request: FastifyRequest) => request.user?.actions['faq.manage'] === true;

/** Help articles (/faq): read by anyone, written by holders of faq.manage (ADR 0030, Help). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faq',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Статті довідки за розділами; пошук у заголовках і текстах (чернетки — лише для faq.manage)',
        querystring: ZFaqListQuery,
        response: { 200: ZFaqList, ...errors },
      },
    },
    async (request) => listFaqArticles(app.db, { q: request.query.q, drafts: drafts(request) }),
  );

  app.get(
    '/faq/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Стаття довідки за адресою (чернетка — лише для faq.manage, іншим 404)',
        params: ZFaqSlugParams,
        response: { 200: ZFaqArticle, ...errors },
      },
    },
    async (request) => getFaqArticle(app.db, request.params.slug, { drafts: drafts(request) }),
  );

  app.post(
    '/faq',
    {
      config: { access: 'faq.manage' },
      schema: {
        tags,
        summary: 'Нова стаття довідки (текст очищується на сервері)',
        body: ZFaqWrite,
        response: { 201: ZFaqArticle, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createFaqArticle(app.db, request.body, request.user!.id)),
  );

  app.put(
    '/faq/:id',
    {
      config: { access: 'faq.manage' },
      schema: {
        tags,
        summary: 'Змінити статтю довідки, її розділ, місце в розділі або публікацію',
        params: ZIdParams,
        body: ZFaqWrite,
        response: { 200: ZFaqArticle, ...errors },
      },
    },
    async (request) => updateFaqArticle(app.db, request.params.id, request.body, request.user!.id),
  );

  app.delete(
    '/faq/:id',
    {
      config: { access: 'faq.manage' },
      schema: { tags, summary: 'Видалити статтю довідки', params: ZIdParams, response: { 200: ZOk, ...errors } },
    },
    async (request) => {
      await deleteFaqArticle(app.db, request.params.id);
      return { ok: true as const };
    },
  );
};
export default routes;
