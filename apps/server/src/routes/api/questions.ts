import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZAnswerQuestionRequest, ZAskQuestionRequest, ZQuestion, ZQuestionList } from '@tt/contracts/questions';
import { answerQuestion } from '../../domain/questions/answer-question.ts';
import { askQuestion } from '../../domain/questions/ask-question.ts';
import { listQuestions } from '../../domain/questions/list-questions.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['questions'];

/** Questions of providers and the bank's answers on a tender. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenders/:id/questions',
    {
      config: { access: 'tender.view' },
      schema: {
        tags,
        summary: 'Запитання й відповіді',
        params: ZIdParams,
        response: { 200: ZQuestionList, ...errors },
      },
    },
    async (request) => listQuestions(app.db, { tenderId: request.params.id, viewer: request.user! }),
  );

  app.post(
    '/tenders/:id/questions',
    {
      config: { access: 'question.ask' },
      schema: {
        tags,
        summary: 'Поставити запитання',
        params: ZIdParams,
        body: ZAskQuestionRequest,
        response: { 201: ZQuestion, ...errors },
      },
    },
    async (request, reply) => {
      const question = await askQuestion(app.db, {
        tenderId: request.params.id,
        viewer: request.user!,
        question: request.body.question,
      });
      return reply.status(201).send(question);
    },
  );

  app.post(
    '/questions/:id/answer',
    {
      config: { access: 'question.answer' },
      schema: {
        tags,
        summary: 'Відповісти на запитання (повторна відповідь виправляє попередню)',
        params: ZIdParams,
        body: ZAnswerQuestionRequest,
        response: { 200: ZQuestion, ...errors },
      },
    },
    async (request) =>
      answerQuestion(app.db, { id: request.params.id, viewer: request.user!, answer: request.body.answer }),
  );
};
export default routes;
