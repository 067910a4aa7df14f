import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../lib/storage.ts';
import { openStorage } from '../open-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Decorates the app with the configured file storage (open-storage.ts) unless another is given. */
export default fp(
  async (app: FastifyInstance, opts: { storage?: FileStorage }) => {
    app.decorate('storage', opts.storage ?? (await openStorage(app.env)));
  },
  { name: 'storage' },
);
