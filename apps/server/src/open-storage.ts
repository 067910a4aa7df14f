import path from 'node:path';
import type { Env } from './env.ts';
import { DirectoryStorage, type FileStorage } from './lib/storage.ts';

/** The configured file storage, ready: DATA_DIR/files, or the S3 bucket (STORAGE_DRIVER=s3). */
export async function openStorage(env: Env): Promise<FileStorage> {
  let storage: FileStorage;
  if (env.S3) {
    // The AWS SDK loads only when a bucket is configured: a start on the local directory is spared it.
    const { S3Storage } = await import('./lib/s3-storage.ts');
    storage = new S3Storage(env.S3, path.join(env.DATA_DIR, 'tmp'));
  } else {
    storage = new DirectoryStorage(path.join(env.DATA_DIR, 'files'));
  }
  await storage.init();
  return storage;
}
