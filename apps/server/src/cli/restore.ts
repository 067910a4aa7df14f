/**
 * Restores an archive of `npm run backup` into the configured database and file storage
 * (docs/decisions/0036-backup-and-restore.md):
 *   npm run restore -- --from tender-2026-05-01.tar.gz [--force]
 * The whole archive is checked first; a damaged or foreign one, or a target that already holds
 * data (without --force), is refused with exit code 1 and nothing changed.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { DataDirLocked } from '../lib/data-dir-lock.ts';
import { BackupError } from './backup/archive.ts';
import { restoreBackup } from './backup/restore-backup.ts';

const USAGE = 'Використання: npm run restore -- --from файл.tar.gz [--force]';

function fail(message: string): never {
  console.error(`Помилка: ${message}`);
  process.exit(1);
}

let values: { from?: string; force?: boolean } = {};
try {
  values = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } }).values;
} catch {
  fail(`невідомі аргументи.\n${USAGE}`);
}
if (!values.from) fail(`вкажіть архів.\n${USAGE}`);

const started = Date.now();
try {
  const summary = await restoreBackup({ env: loadEnv(), from: values.from, force: values.force, log: console.log });
  const lines = [
    `Відновлено за ${((Date.now() - started) / 1000).toFixed(1)} с: база (міграція ${summary.manifest.database.migrations.newest ?? '—'}) ` +
      `і ${summary.manifest.files.count} файлів з копії від ${summary.manifest.created_at}.`,
  ];
  if (summary.pendingMigrations) {
    lines.push(
      `  Ця версія програми має ще ${summary.pendingMigrations} нових міграцій: сервер застосує їх під час старту.`,
    );
  }
  if (summary.replacedDir) {
    lines.push(
      `  Попередню вбудовану базу перенесено до «${summary.replacedDir}»: видаліть її, коли переконаєтеся, що все гаразд.`,
    );
  }
  if (summary.otherFiles) {
    lines.push(
      `  У сховищі лишилося ${summary.otherFiles} файлів, яких немає в копії: на них не посилається жоден запис відновленої бази.`,
    );
  }
  lines.push(
    '  Пароль поштової скриньки зашифровано ключем SECRET_KEY або файлу DATA_DIR/mail.key, якого копія не містить:',
    '  перенесіть ключ окремо або введіть пароль знову (Налаштування → Пошта).',
  );
  console.log(lines.join('\n'));
  process.exit(0);
} catch (err) {
  if (err instanceof BackupError || err instanceof DataDirLocked) fail(err.message);
  throw err;
}
