import type { FastifyPluginAsync } from 'fastify';
import health from './health.ts';
import altcha from './altcha.ts';
import auth from './auth/index.ts';
import account from './account/index.ts';
import channels from './channels.ts';
import providers from './providers.ts';
import adminUsers from './admin-users.ts';
import adminEmails from './admin-emails.ts';
import adminSettings from './admin-settings.ts';
import tenders from './tenders.ts';
import documents from './documents.ts';
import questions from './questions.ts';
import offers from './offers.ts';
import provider from './provider.ts';
import testClock from './test-clock.ts';
import adminSettingsMail from './admin-settings-mail.ts';

/** Every /api route, registered in one place. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(altcha);
  await app.register(auth, { prefix: '/auth' });
  await app.register(account, { prefix: '/account' });
  await app.register(channels);
  await app.register(providers);
  await app.register(adminUsers);
  await app.register(adminEmails);
  await app.register(adminSettings);
  await app.register(tenders);
  await app.register(documents);
  await app.register(questions);
  await app.register(offers);
  await app.register(provider, { prefix: '/provider' });
  await app.register(adminSettingsMail);
  if (app.env.NODE_ENV === 'test') await app.register(testClock);
};
export default api;
