import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZOk } from '@tt/contracts/common';
import { DOCUMENT_MAX_BYTES, ZDocument } from '@tt/contracts/documents';
import { ZErrorBody } from '@tt/contracts/errors';
import { addOfferDocument } from '../../domain/documents/add-offer-document.ts';
import { addTenderDocument } from '../../domain/documents/add-tender-document.ts';
import { attachmentDisposition } from '../../domain/documents/content-disposition.ts';
import { openDocument } from '../../domain/documents/open-document.ts';
import type { UploadPart } from '../../domain/documents/receive-upload.ts';
import { removeDocument } from '../../domain/documents/remove-document.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const uploadErrors = { ...errors, 413: ZErrorBody, 415: ZErrorBody };
const tags = ['documents'];
const uploadDescription =
  'multipart/form-data з одним файлом у полі `file`; до 20 МБ; тип визначається за вмістом і має збігатися з розширенням.';

async function* noParts(): AsyncGenerator<UploadPart> {}

/** The request's multipart parts, read only when the domain asks (after its checks passed). */
const partsOf = (request: FastifyRequest) => () =>
  request.isMultipart() ? (request.parts() as AsyncIterable<UploadPart>) : noParts();

/** Documents of tenders and offers: upload (multipart, streamed), download, delete. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not for the whole app: only these routes take multipart bodies.
  await app.register(multipart, {
    // Past the limit the parser cuts the file and marks it truncated; the domain answers 413.
    throwFileSizeLimit: false,
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 },
  });

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
      return (
        reply
          .header('content-type', document.contentType)
          .header('content-length', document.sizeBytes)
          .header('content-disposition', attachmentDisposition(document.fileName))
          .header('x-content-type-options', 'nosniff')
          // Never rendered in our origin, never kept by shared caches.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .header('etag', `"${document.sha256}"`)
          .send(document.stream)
      );
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
