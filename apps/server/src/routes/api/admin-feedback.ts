import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@tt/contracts/errors';
import {
  ZFeedbackIdParams,
  ZFeedbackListQuery,
  ZFeedbackMessage,
  ZFeedbackPage,
  ZFeedbackPatch,
  ZFeedbackReplyRequest,
} from '@tt/contracts/feedback';
import { feedbackDetails, listFeedback, replyToFeedback, setFeedbackStatus } from '../../domain/feedback/feedback.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const tags = ['admin'];

/** Messages sent through /feedback, for the bank users who read them (feedback.view: admins, auditors). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/feedback',
    {
      config: { access: 'feedback.view' },
      schema: {
        tags,
        summary: 'Звернення (сторінка, найновіші спершу)',
        querystring: ZFeedbackListQuery,
        response: { 200: ZFeedbackPage, ...errors },
      },
    },
    async (request) => listFeedback(app.db, request.query),
  );

  app.get(
    '/admin/feedback/:id',
    {
      config: { access: 'feedback.view' },
      schema: {
        tags,
        summary: 'Звернення з відповідями',
        params: ZFeedbackIdParams,
        response: { 200: ZFeedbackMessage, ...errors },
      },
    },
    async (request) => feedbackDetails(app.db, request.params.id),
  );

  app.patch(
    '/admin/feedback/:id',
    {
      config: { access: 'feedback.view' },
      schema: {
        tags,
        summary: 'Змінити стан звернення',
        params: ZFeedbackIdParams,
        body: ZFeedbackPatch,
        response: { 200: ZFeedbackMessage, ...errors },
      },
    },
    async (request) => setFeedbackStatus(app.db, request.params.id, request.body.status, request.user!.id),
  );

  app.post(
    '/admin/feedback/:id/reply',
    {
      config: { access: 'feedback.view' },
      schema: {
        tags,
        summary: 'Відповісти на звернення листом (через чергу листів)',
        params: ZFeedbackIdParams,
        body: ZFeedbackReplyRequest,
        response: { 201: ZFeedbackMessage, ...errors },
      },
    },
    async (request, reply) => {
      const message = await replyToFeedback(app.db, request.params.id, request.body.body, request.user!.id, {
        appName: app.env.APP_NAME,
        publicUrl: app.env.PUBLIC_URL,
      });
      return reply.status(201).send(message);
    },
  );
};
export default routes;
