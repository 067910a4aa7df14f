/**
 * A real S3 protocol server on loopback for tests (s3rver: the S3 REST API over a directory),
 * with one empty bucket.
 *
 *   const s3 = await startS3Server();
 *   const app = await buildTestApp(s3.env);        // STORAGE_DRIVER=s3 and the S3_* variables
 *   new S3Storage(s3.settings, scratchDir)         // or the driver itself
 *   await s3.stop();                               // stops the server and removes its directory
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/lib/s3-storage.ts';

export interface S3TestServer {
  settings: S3Settings;
  /** The same as environment variables, for `testEnv`/`buildTestApp` or a child process. */
  env: Record<string, string>;
  /** The server's own directory: `<dir>/<bucket>/…` holds the objects (tests damage one through it). */
  dir: string;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'tt-files'): Promise<S3TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's own fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    dir,
    async stop() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
