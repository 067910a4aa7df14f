import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import { ZErrorBody } from '@tt/contracts/errors';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { OpenedDocument } from '../../domain/documents/open-document.ts';
import type { UploadPart } from '../../domain/documents/receive-upload.ts';

/*
 * What every route that takes or gives a stored file shares: tender and offer documents
 * (documents.ts) and the bank's file library (admin-files.ts).
 */

export const uploadErrors = { 413: ZErrorBody, 415: ZErrorBody };

export const uploadDescription =
  'multipart/form-data з одним файлом у полі `file`; до 20 МБ; тип визначається за вмістом і має збігатися з розширенням.';

/** Registered by each plugin with upload routes, not for the whole app: only they take multipart bodies. */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    // Past the limit the parser cuts the file and marks it truncated; the domain answers 413.
    throwFileSizeLimit: false,
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 },
  });
}

async function* noParts(): AsyncGenerator<UploadPart> {}

/** The request's multipart parts, read only when the domain asks (after its checks passed). */
export const partsOf = (request: FastifyRequest) => () =>
  request.isMultipart() ? (request.parts() as AsyncIterable<UploadPart>) : noParts();

/** Sends stored bytes as a download: never rendered in our origin, never kept by shared caches. */
export function sendAttachment(reply: FastifyReply, file: OpenedDocument) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .header('etag', `"${file.sha256}"`)
    .send(file.stream);
}
