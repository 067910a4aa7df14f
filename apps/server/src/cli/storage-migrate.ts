/**
 * Copies the files of the local directory (DATA_DIR/files, or --from DIR) into the configured S3
 * bucket, under the same keys, reading each copy back against its SHA-256:
 *   STORAGE_DRIVER=s3 S3_…=… npm run storage:migrate [-- --from /var/lib/telecom-tender/files]
 * Then checks that every document and library file the database names is in the bucket. Run it
 * with the servers stopped (or once more after they are restarted on the bucket): files uploaded
 * to the directory meanwhile are only in the directory. The local files are left where they are.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { storedFileRows, type Query } from './backup/database.ts';
import { copyFiles } from '../lib/copy-files.ts';
import { DirectoryStorage } from '../lib/storage.ts';
import { openConfiguredDatabase } from '../open-database.ts';
import { openStorage } from '../open-storage.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const env = loadEnv();
if (!env.S3) {
  console.error(
    'Задайте STORAGE_DRIVER=s3 і змінні S3_… кошика, до якого копіювати файли (див. README, «Експлуатація»).',
  );
  process.exit(2);
}
const source = new DirectoryStorage(path.resolve(values.from ?? path.join(env.DATA_DIR, 'files')));
const bucket = await openStorage(env);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

console.log(`Копіювання файлів з ${source.root} до кошика «${env.S3.bucket}»…`);
const report = await copyFiles(source, bucket, () => process.stdout.write('.'));
console.log(`\nСкопійовано й перевірено файлів: ${report.files} (${megabytes(report.bytes)} МБ).`);

const { database } = await openConfiguredDatabase(env);
try {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const named = await storedFileRows((text, params) => client.query(text, params));
  const inBucket = new Set<string>();
  for await (const key of bucket.keys()) inBucket.add(key);
  const missing = named.filter(({ key }) => !inBucket.has(key));
  if (missing.length) {
    console.error(`У кошику бракує ${missing.length} з ${named.length} файлів, які називає база:`);
    for (const file of missing) console.error(`  ${file.label} (ключ ${file.key})`);
    process.exitCode = 1;
  } else {
    console.log(`Усі ${named.length} файлів, які називає база, є в кошику. Тепер запустіть сервери з STORAGE_DRIVER=s3.`);
  }
} finally {
  await database.close();
}
