import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@tt/contracts/errors';
import { rulesTable, ZRules } from '@tt/contracts/settings';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['settings'];

/** The settings screens' server side: the rules table, regional IT managers, channel dictionaries, the change log. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings/rules',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Ролі й дозволені дії (таблиця, яку застосовує сервер)',
        response: { 200: ZRules, ...errors },
      },
    },
    // The very object built from ROLE_ACTIONS, so the screen cannot drift from what is enforced.
    async () => rulesTable(),
  );
};
export default routes;
