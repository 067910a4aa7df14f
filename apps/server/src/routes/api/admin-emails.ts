import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmailDetails, ZEmailIdParams, ZEmailListQuery, ZEmailPage, ZEmailResendResult } from '@tt/contracts/emails';
import { ZErrorBody } from '@tt/contracts/errors';
import { letterDetails, listLetters, resendLetter } from '../../domain/mail/archive/letter-archive.ts';
import { AppError } from '../../lib/app-error.ts';
import { logSecurityEvent } from '../../lib/security-log.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['admin'];

/** The letter archive: every letter the system made (docs/product/email-events.md), by public id only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/emails',
    {
      config: { access: 'emails.view' },
      schema: {
        tags,
        summary: 'Архів листів (сторінка, найновіші спершу)',
        querystring: ZEmailListQuery,
        response: { 200: ZEmailPage, ...errors },
      },
    },
    async (request) => listLetters(app.db, request.query),
  );

  app.get(
    '/admin/emails/:id',
    {
      config: { access: 'emails.view' },
      schema: {
        tags,
        summary: 'Лист з архіву: очищений HTML і текст, без одноразових посилань',
        params: ZEmailIdParams,
        response: { 200: ZEmailDetails, ...errors },
      },
    },
    async (request) => letterDetails(app.db, request.params.id),
  );

  app.post(
    '/admin/emails/:id/resend',
    {
      config: { access: 'emails.resend' },
      schema: {
        tags,
        summary: 'Надіслати лист повторно (нова копія в черзі)',
        params: ZEmailIdParams,
        response: { 201: ZEmailResendResult, ...errors },
      },
    },
    async (request, reply) => {
      // Public ids only: the log never names a recipient.
      const email_id = request.params.id;
      const copy = await resendLetter(app.db, email_id, request.user!.id).catch((err: unknown) => {
        if (err instanceof AppError) logSecurityEvent(request, 'email_resend', 'failure', { email_id, code: err.code });
        throw err;
      });
      logSecurityEvent(request, 'email_resend', 'success', { email_id, copy_id: copy.id });
      return reply.status(201).send(copy);
    },
  );
};
export default routes;
