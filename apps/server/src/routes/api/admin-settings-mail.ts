import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@tt/contracts/errors';
import { ZMailAccount, ZMailAccountWrite, ZMailTest, ZMailTestResult } from '@tt/contracts/settings';
import { mailAccountView, saveMailAccount } from '../../domain/mail/mail-account.ts';
import { sendTestLetter } from '../../domain/mail/sending/send-test-letter.ts';
import { perUser, rateLimited } from '../../lib/rate-limits.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const tags = ['settings'];

/**
 * The outgoing mail account (/admin/settings/app/password). The app password is write-only:
 * it goes in sealed (domain/mail/mail-account.ts) and never comes out — not in an answer, not in
 * the settings log, not in the server log (bodies are never logged).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.mailSender.deps;

  app.get(
    '/admin/settings/mail',
    {
      config: { access: 'settings.manage' },
      schema: { tags, summary: 'Обліковий запис вихідної пошти', response: { 200: ZMailAccount, ...errors } },
    },
    async () => mailAccountView(app.db, deps()),
  );

  app.put(
    '/admin/settings/mail',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Зберегти обліковий запис вихідної пошти (пароль: немає — не змінювати, порожній — видалити)',
        body: ZMailAccountWrite,
        response: { 200: ZMailAccount, ...errors },
      },
    },
    async (request) => {
      await saveMailAccount(app.db, deps(), request.body, request.user!.id);
      return mailAccountView(app.db, deps());
    },
  );

  app.post(
    '/admin/settings/mail/test',
    {
      config: {
        access: 'settings.manage',
        // Each test is a real letter to an address of the caller's choice.
        rateLimit: rateLimited({
          max: 10,
          minutes: 10,
          hook: 'preHandler',
          key: perUser,
          message: 'Забагато тестових листів',
        }),
      },
      schema: {
        tags,
        summary: 'Надіслати тестовий лист зараз і показати відповідь сервера',
        body: ZMailTest,
        response: { 200: ZMailTestResult, ...errors },
      },
    },
    async (request) => sendTestLetter(app.db, deps(), { to: request.body.to, actorId: request.user!.id }),
  );
};
export default routes;
