import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../lib/storage.ts';
import { openStorage } from '../open-storage.ts';
import type { StorageOperation } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * The same storage, with every failed call — and every stored file that breaks off while it is
 * read — counted in the metrics (`tt_storage_errors_total`). A missing file counts too: a row
 * that names no file is worth an alert.
 */
function countingFailures(storage: FileStorage, count: (operation: StorageOperation) => void): FileStorage {
  const counted = async <T>(operation: StorageOperation, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      count(operation);
      throw err;
    }
  };
  return {
    init: () => counted('init', () => storage.init()),
    put: (source) => counted('put', () => storage.put(source)),
    putFile: (localPath) => counted('putFile', () => storage.putFile(localPath)),
    putAt: (key, source) => counted('putAt', () => storage.putAt(key, source)),
    get: async (key) => {
      const stream: Readable = await counted('get', () => storage.get(key));
      return stream.once('error', () => count('get'));
    },
    delete: (key) => counted('delete', () => storage.delete(key)),
    async *keys() {
      try {
        yield* storage.keys();
      } catch (err) {
        count('keys');
        throw err;
      }
    },
    scratchPath: () => storage.scratchPath(),
  };
}

/** Decorates the app with the configured file storage (open-storage.ts) unless another is given. */
export default fp(
  async (app: FastifyInstance, opts: { storage?: FileStorage }) => {
    const storage = opts.storage ?? (await openStorage(app.env));
    app.decorate(
      'storage',
      countingFailures(storage, (operation) => app.metrics.storageError(operation)),
    );
  },
  { name: 'storage', dependencies: ['metrics'] },
);
