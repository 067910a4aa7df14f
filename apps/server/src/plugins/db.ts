import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Decorates the app with the opened database and closes it on shutdown. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; closeOnShutdown?: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.closeOnShutdown !== false) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
