/**
 * Writes a backup of the configured database and every stored file its rows refer to, as one
 * archive (docs/decisions/0036-backup-and-restore.md):
 *   npm run backup -- --out tender-2026-05-01.tar.gz     (.tar — without compression)
 * Exit code 0 when the archive is written whole, 1 otherwise (nothing is left at --out then).
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { DataDirLocked } from '../lib/data-dir-lock.ts';
import { BackupError } from './backup/archive.ts';
import { createBackup, megabytes } from './backup/create-backup.ts';

const USAGE = 'Використання: npm run backup -- --out файл.tar.gz   (або файл.tar — без стиснення)';

function fail(message: string): never {
  console.error(`Помилка: ${message}`);
  process.exit(1);
}

let out: string | undefined;
try {
  out = parseArgs({ options: { out: { type: 'string' } } }).values.out;
} catch {
  fail(`невідомі аргументи.\n${USAGE}`);
}
if (!out) fail(`вкажіть файл архіву.\n${USAGE}`);

const started = Date.now();
try {
  const { out: written, manifest, archiveBytes } = await createBackup({ env: loadEnv(), out, log: console.log });
  const kind = manifest.database.kind === 'pglite' ? 'вбудована' : `PostgreSQL ${manifest.database.server_version}`;
  console.log(
    `Резервну копію записано: ${written} (${megabytes(archiveBytes)}) за ${((Date.now() - started) / 1000).toFixed(1)} с.\n` +
      `  База: ${kind}, міграція ${manifest.database.migrations.newest ?? '—'}; файлів: ${manifest.files.count} (${megabytes(manifest.files.bytes)}).`,
  );
  // The S3 client may keep idle connections open; nothing is left to do.
  process.exit(0);
} catch (err) {
  if (err instanceof BackupError || err instanceof DataDirLocked) fail(err.message);
  throw err;
}
