import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DirectoryStorage, type FileStorage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Decorates the app with the file storage: `${DATA_DIR}/files` unless another is given. */
export default fp(
  async (app: FastifyInstance, opts: { dataDir: string; storage?: FileStorage }) => {
    let storage = opts.storage;
    if (!storage) {
      const directory = new DirectoryStorage(path.join(opts.dataDir, 'files'));
      await directory.init();
      storage = directory;
    }
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
