import path from 'node:path';
import type { Env } from './env.ts';
import { S3Storage } from './lib/s3-storage.ts';
import { DirectoryStorage, type FileStorage } from './lib/storage.ts';

/** The configured file storage, ready: DATA_DIR/files, or the S3 bucket (STORAGE_DRIVER=s3). */
export async function openStorage(env: Env): Promise<FileStorage> {
  const storage = env.S3
    ? new S3Storage(env.S3, path.join(env.DATA_DIR, 'tmp'))
    : new DirectoryStorage(path.join(env.DATA_DIR, 'files'));
  await storage.init();
  return storage;
}
