import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZOk } from '@tt/contracts/common';
import { ZDocument } from '@tt/contracts/documents';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZFromLibraryRequest } from '@tt/contracts/library';
import { addOfferDocument } from '../../domain/documents/add-offer-document.ts';
import { addTenderDocument } from '../../domain/documents/add-tender-document.ts';
import { openDocument } from '../../domain/documents/open-document.ts';
import { removeDocument } from '../../domain/documents/remove-document.ts';
import { attachLibraryFile } from '../../domain/library/attach-library-file.ts';
import {
  partsOf,
  registerUploads,
  sendAttachment,
  uploadDescription,
  uploadErrors as fileErrors,
} from './file-transfer.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const uploadErrors = { ...errors, ...fileErrors };
const tags = ['documents'];

/** Documents of tenders and offers: upload (multipart, streamed), a copy from the library, download, delete. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  app.post(
    '/tenders/:id/documents',
    {
      config: { access: 'tender.edit' },
      schema: {
        tags,
        summary: 'Додати документ до тендера',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 201: ZDocument, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const document = await addTenderDocument(app.db, {
        tenderId: request.params.id,
        viewer: request.user!,
        storage: app.storage,
        parts: partsOf(request),
      });
      return reply.status(201).send(document);
    },
  );

  app.post(
    '/tenders/:id/documents/from-library',
    {
      config: { access: 'tender.edit' },
      schema: {
        tags,
        summary: 'Додати до тендера копію файлу з бібліотеки',
        description: 'Файл копіюється: подальші зміни в бібліотеці не змінюють документ тендера (docs/decisions/0030).',
        params: ZIdParams,
        body: ZFromLibraryRequest,
        response: { 201: ZDocument, ...errors },
      },
    },
    async (request, reply) => {
      const document = await attachLibraryFile(app.db, {
        tenderId: request.params.id,
        fileId: request.body.file_id,
        viewer: request.user!,
        storage: app.storage,
      });
      return reply.status(201).send(document);
    },
  );

  app.post(
    '/offers/:id/documents',
    {
      config: { access: 'offer.create' },
      schema: {
        tags,
        summary: 'Додати документ до пропозиції',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        params: ZIdParams,
        response: { 201: ZDocument, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const document = await addOfferDocument(app.db, {
        offerId: request.params.id,
        viewer: request.user!,
        storage: app.storage,
        parts: partsOf(request),
      });
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/documents/:id',
    {
      config: { access: 'tender.view' },
      schema: {
        tags,
        summary: 'Завантажити документ (вкладенням)',
        params: ZIdParams,
        // The file itself, streamed; never serialised.
        response: { 200: z.unknown().describe('Вміст файлу (Content-Disposition: attachment)'), ...errors },
      },
    },
    async (request, reply) => {
      const document = await openDocument(app.db, {
        id: request.params.id,
        viewer: request.user!,
        storage: app.storage,
      });
      return sendAttachment(reply, document);
    },
  );

  app.delete(
    '/documents/:id',
    {
      // Bank staff remove tender documents, providers their offer's: the domain decides which.
      config: { access: 'user' },
      schema: { tags, summary: 'Вилучити документ', params: ZIdParams, response: { 200: ZOk, ...errors } },
    },
    async (request) => {
      await removeDocument(app.db, {
        id: request.params.id,
        viewer: request.user!,
        storage: app.storage,
        onOrphanedFile: (key, err) =>
          request.log.warn({ err, key }, 'stored file of a removed document was not deleted'),
      });
      return { ok: true as const };
    },
  );
};
export default routes;
