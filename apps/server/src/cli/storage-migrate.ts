/**
 * Copies every file the database names (documents, library files) from the local directory
 * (DATA_DIR/files, or --from DIR) into the configured S3 bucket under the same keys, checking the
 * original and then the copy against the SHA-256 recorded at upload:
 *   STORAGE_DRIVER=s3 S3_…=… npm run storage:migrate [-- --from /var/lib/telecom-tender/files]
 * Exit code 1 names every original that is missing or damaged. Run it with the servers stopped:
 * files uploaded to the directory meanwhile would be only there. The local files stay in place.
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
  console.error('Задайте STORAGE_DRIVER=s3 і змінні S3_… кошика, до якого копіювати файли (див. README, «Файли»).');
  process.exit(2);
}
const source = new DirectoryStorage(path.resolve(values.from ?? path.join(env.DATA_DIR, 'files')));
const bucket = await openStorage(env);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const { database } = await openConfiguredDatabase(env);
try {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const named = await storedFileRows((text, params) => client.query(text, params));
  console.log(`Копіювання ${named.length} файлів з ${source.root} до кошика «${env.S3.bucket}»…`);
  const report = await copyFiles(source, bucket, named, () => process.stdout.write('.'));
  console.log(`\nСкопійовано й перевірено файлів: ${report.copied} (${megabytes(report.bytes)} МБ).`);
  if (report.failed.length) {
    console.error(
      `Не скопійовано ${report.failed.length}: оригіналу немає або він не збігається з SHA-256, записаним під час завантаження:`,
    );
    for (const { file, reason } of report.failed) {
      console.error(`  ${file.label} (ключ ${file.key}): ${reason === 'missing' ? 'файлу немає' : 'вміст пошкоджено'}`);
    }
    process.exitCode = 1;
  } else {
    console.log('Усі файли, які називає база, є в кошику. Тепер запустіть сервери з STORAGE_DRIVER=s3.');
  }
} finally {
  await database.close();
}
