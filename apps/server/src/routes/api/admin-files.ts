import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZOk } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import {
  ZLibraryFile,
  ZLibraryFilePatch,
  ZLibraryFolder,
  ZLibraryFolderCreate,
  ZLibraryFolderPatch,
  ZLibraryListing,
  ZLibraryListQuery,
  ZLibraryUploadQuery,
} from '@tt/contracts/library';
import { createFolder, deleteFolder, updateFolder } from '../../domain/library/library-folders.ts';
import {
  deleteLibraryFile,
  listLibrary,
  openLibraryFile,
  updateLibraryFile,
  uploadLibraryFile,
} from '../../domain/library/library-files.ts';
import { partsOf, registerUploads, sendAttachment, uploadDescription, uploadErrors } from './file-transfer.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['library'];

/**
 * The bank's file library (docs/decisions/0030): admins keep it (files.manage); whoever may edit
 * a tender's documents (tender.edit) may also read it, to pick a file to attach.
 */
const READ = ['files.manage', 'tender.edit'] as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  app.get(
    '/admin/files',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Вміст папки бібліотеки або пошук файлів за назвою',
        querystring: ZLibraryListQuery,
        response: { 200: ZLibraryListing, ...errors },
      },
    },
    async (request) => listLibrary(app.db, request.query),
  );

  app.post(
    '/admin/files',
    {
      config: { access: 'files.manage' },
      schema: {
        tags,
        summary: 'Завантажити файл до бібліотеки',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        querystring: ZLibraryUploadQuery,
        response: { 201: ZLibraryFile, ...errors, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const file = await uploadLibraryFile(app.db, {
        folderId: request.query.folder_id ?? null,
        uploaderId: request.user!.id,
        storage: app.storage,
        parts: partsOf(request),
      });
      return reply.status(201).send(file);
    },
  );

  app.patch(
    '/admin/files/:id',
    {
      config: { access: 'files.manage' },
      schema: {
        tags,
        summary: 'Перейменувати, перемістити, приховати або показати файл',
        params: ZIdParams,
        body: ZLibraryFilePatch,
        response: { 200: ZLibraryFile, ...errors },
      },
    },
    async (request) => updateLibraryFile(app.db, request.params.id, request.body),
  );

  app.delete(
    '/admin/files/:id',
    {
      config: { access: 'files.manage' },
      schema: {
        tags,
        summary: 'Видалити файл (файл, доданий до тендера, можна лише приховати)',
        params: ZIdParams,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      await deleteLibraryFile(app.db, request.params.id, {
        storage: app.storage,
        onOrphanedFile: (key, err) =>
          request.log.warn({ err, key }, 'stored file of a deleted library file was not deleted'),
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/files/:id/download',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Завантажити файл бібліотеки (вкладенням)',
        params: ZIdParams,
        // The file itself, streamed; never serialised.
        response: { 200: z.unknown().describe('Вміст файлу (Content-Disposition: attachment)'), ...errors },
      },
    },
    async (request, reply) => sendAttachment(reply, await openLibraryFile(app.db, request.params.id, app.storage)),
  );

  app.post(
    '/admin/folders',
    {
      config: { access: 'files.manage' },
      schema: {
        tags,
        summary: 'Створити папку',
        body: ZLibraryFolderCreate,
        response: { 201: ZLibraryFolder, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createFolder(app.db, request.body, request.user!.id)),
  );

  app.patch(
    '/admin/folders/:id',
    {
      config: { access: 'files.manage' },
      schema: {
        tags,
        summary: 'Перейменувати або перемістити папку',
        params: ZIdParams,
        body: ZLibraryFolderPatch,
        response: { 200: ZLibraryFolder, ...errors },
      },
    },
    async (request) => updateFolder(app.db, request.params.id, request.body),
  );

  app.delete(
    '/admin/folders/:id',
    {
      config: { access: 'files.manage' },
      schema: { tags, summary: 'Видалити порожню папку', params: ZIdParams, response: { 200: ZOk, ...errors } },
    },
    async (request) => {
      await deleteFolder(app.db, request.params.id);
      return { ok: true as const };
    },
  );
};
export default routes;
