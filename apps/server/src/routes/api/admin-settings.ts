import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZOk } from '@tt/contracts/common';
import { ZErrorBody } from '@tt/contracts/errors';
import {
  rulesTable,
  ZChannelOption,
  ZChannelOptionCreate,
  ZChannelOptionList,
  ZChannelOptionUpdate,
  ZItManager,
  ZItManagerList,
  ZItManagerWrite,
  ZRules,
  ZSettingsChangePage,
  ZSettingsChangeQuery,
} from '@tt/contracts/settings';
import {
  createChannelOption,
  listChannelOptionsForAdmin,
  updateChannelOption,
} from '../../domain/dictionaries/channel-admin.ts';
import {
  createItManager,
  deleteItManager,
  listItManagers,
  updateItManager,
} from '../../domain/settings/it-managers.ts';
import { listSettingsChanges } from '../../domain/settings/settings-changes.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const tags = ['settings'];
const access = 'settings.manage' as const;

/** The settings screens' server side: the rules table, regional IT managers, channel dictionaries, the change log. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings/rules',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Ролі й дозволені дії (таблиця, яку застосовує сервер)',
        response: { 200: ZRules, ...errors },
      },
    },
    // The very object built from ROLE_ACTIONS, so the screen cannot drift from what is enforced.
    async () => rulesTable(),
  );

  // ---- Regional IT managers: copied on publication and award letters of their region ----

  app.get(
    '/admin/managers-it-rp',
    {
      config: { access },
      schema: { tags, summary: 'ІТ-менеджери регіонів', response: { 200: ZItManagerList, ...errors } },
    },
    async () => listItManagers(app.db),
  );

  app.post(
    '/admin/managers-it-rp',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Додати ІТ-менеджера регіону',
        body: ZItManagerWrite,
        response: { 201: ZItManager, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createItManager(app.db, request.body, request.user!.id)),
  );

  app.put(
    '/admin/managers-it-rp/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Змінити дані ІТ-менеджера регіону',
        params: ZIdParams,
        body: ZItManagerWrite,
        response: { 200: ZItManager, ...errors },
      },
    },
    async (request) => updateItManager(app.db, request.params.id, request.body, request.user!.id),
  );

  app.delete(
    '/admin/managers-it-rp/:id',
    {
      config: { access },
      schema: { tags, summary: 'Видалити ІТ-менеджера регіону', params: ZIdParams, response: { 200: ZOk, ...errors } },
    },
    async (request) => {
      await deleteItManager(app.db, request.params.id, request.user!.id);
      return { ok: true as const };
    },
  );

  // ---- Channel dictionaries: add, rename, deactivate (never delete: values stay where used) ----

  app.get(
    '/admin/settings/channels',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Довідники каналів зі станом і кількістю використань',
        response: { 200: ZChannelOptionList, ...errors },
      },
    },
    async () => listChannelOptionsForAdmin(app.db),
  );

  app.post(
    '/admin/settings/channels',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Додати значення до довідника каналів',
        body: ZChannelOptionCreate,
        response: { 201: ZChannelOption, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createChannelOption(app.db, request.body, request.user!.id)),
  );

  app.put(
    '/admin/settings/channels/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Перейменувати, вимкнути або знову ввімкнути значення довідника',
        params: ZIdParams,
        body: ZChannelOptionUpdate,
        response: { 200: ZChannelOption, ...errors },
      },
    },
    async (request) => updateChannelOption(app.db, request.params.id, request.body, request.user!.id),
  );

  // ---- What changed on the settings screens ----

  app.get(
    '/admin/settings/changes',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Журнал змін налаштувань (розділ, сторінка)',
        querystring: ZSettingsChangeQuery,
        response: { 200: ZSettingsChangePage, ...errors },
      },
    },
    async (request) => listSettingsChanges(app.db, request.query),
  );
};
export default routes;
