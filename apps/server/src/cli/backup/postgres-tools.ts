/**
 * PostgreSQL's own programs for the backup of a PostgreSQL database: pg_dump (custom format) to
 * make it, pg_restore and psql to put it back in one transaction. Found on PATH or in
 * /usr/lib/postgresql/<major>/bin (Debian's layout), the newest first.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './archive.ts';

const run = promisify(execFile);

export interface PgTools {
  /** Full paths, or bare names found on PATH. */
  programs: Record<string, string>;
  major: number;
  /** `pg_dump (PostgreSQL) 15.18 …` as the program prints it. */
  version: string;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The candidates' folders: PATH first (null), then Debian's per-version folders, newest first. */
function candidateDirs(): (string | null)[] {
  let versions: string[] = [];
  try {
    versions = fs
      .readdirSync(DEBIAN_ROOT)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    // no Debian layout here
  }
  return [null, ...versions.map((v) => path.join(DEBIAN_ROOT, v, 'bin'))];
}

async function versionOf(program: string): Promise<{ major: number; version: string } | null> {
  try {
    const { stdout } = await run(program, ['--version'], { timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(stdout);
    return match ? { major: Number(match[1]), version: stdout.trim() } : null;
  } catch {
    return null;
  }
}

/**
 * The newest set of `programs` that are all present and whose major version is at least
 * `serverMajor` (a pg_dump older than the server refuses to dump it; a pg_restore older than the
 * pg_dump that made an archive cannot read it). Refuses in Ukrainian, naming what to install.
 */
export async function findPgTools(programs: string[], serverMajor: number, purpose: string): Promise<PgTools> {
  const found: PgTools[] = [];
  for (const dir of candidateDirs()) {
    const paths = Object.fromEntries(programs.map((p) => [p, dir ? path.join(dir, p) : p]));
    const versions = await Promise.all(programs.map((p) => versionOf(paths[p]!)));
    if (versions.some((v) => v === null)) continue;
    const major = Math.min(...versions.map((v) => v!.major));
    found.push({ programs: paths, major, version: versions[0]!.version });
  }
  const best = found.sort((a, b) => b.major - a.major)[0];
  const install = `установіть клієнт PostgreSQL ${serverMajor} або новіший (у Debian/Ubuntu — пакет postgresql-client-${serverMajor})`;
  if (!best) {
    throw new BackupError(
      `Не знайдено програм PostgreSQL ${programs.join(', ')} (ні в PATH, ні в ${DEBIAN_ROOT}/*/bin), потрібних ${purpose}: ${install}.`,
    );
  }
  if (best.major < serverMajor) {
    throw new BackupError(
      `Програми PostgreSQL ${programs.join(', ')} мають версію ${best.major}, а потрібна щонайменше ${serverMajor} (${purpose}): ${install}.`,
    );
  }
  return best;
}

/**
 * The connection for a child program: the URL without its password, which goes in PGPASSWORD
 * instead, so it never shows in the machine's process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // eslint-disable-next-line no-restricted-properties -- handed on to a child program, not configuration of ours
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** Runs a program to its end; its standard error becomes the failure's message. */
function finish(child: ReturnType<typeof spawn>, name: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} завершився з помилкою (${signal ?? `код ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** pg_dump of the whole database in the custom format, as of `snapshot` (exported by the caller's transaction). */
export async function pgDump(tools: PgTools, url: string, file: string, snapshot: string): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn(
    tools.programs.pg_dump!,
    ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
    { env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await finish(child, 'pg_dump');
}

/**
 * Restores a custom-format dump in one transaction: pg_restore writes it as SQL, psql runs it
 * between our BEGIN and COMMIT. The COMMIT is written only after pg_restore finished well, so a
 * failure anywhere leaves the database as it was. `replace` first drops the product's schemas
 * (public, drizzle) in the same transaction. Owners and grants of the source are not restored:
 * the objects belong to the user of DATABASE_URL, as the migrations would have made them.
 */
export async function pgRestore(tools: PgTools, url: string, file: string, { replace }: { replace: boolean }) {
  const { dbname, env } = connection(url);
  // The schemas the dump makes (drizzle's, and any other) are dropped with public, or making them would fail.
  const schemas = replace ? await dumpedSchemas(tools, file) : [];
  const psql = spawn(
    tools.programs.psql!,
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, '--file=-'],
    // Without a NOTICE per dropped table, a failure's message is the error itself.
    {
      env: { ...env, PGOPTIONS: `${env.PGOPTIONS ?? ''} -c client_min_messages=warning` },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  const psqlDone = finish(psql, 'psql');
  const restore = spawn(tools.programs.pg_restore!, ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const restoreDone = finish(restore, 'pg_restore');
  psql.stdin!.on('error', () => {}); // psql stopped early: its own exit says why
  psql.stdin!.write('BEGIN;\n');
  if (replace) {
    // pg_dump leaves the public schema out (every database has one), so it is made again here
    // with the usage PostgreSQL gives everyone on a new database.
    const drops = [...new Set(['drizzle', 'public', ...schemas])].map(
      (name) => `DROP SCHEMA IF EXISTS ${quoted(name)} CASCADE;\n`,
    );
    psql.stdin!.write(`${drops.join('')}CREATE SCHEMA public;\nGRANT USAGE ON SCHEMA public TO PUBLIC;\n`);
  }
  restore.stdout!.pipe(psql.stdin!, { end: false });
  try {
    await restoreDone;
    await new Promise<void>((resolve) =>
      restore.stdout!.readableEnded ? resolve() : restore.stdout!.once('end', resolve),
    );
    psql.stdin!.end('COMMIT;\n');
  } catch (err) {
    psql.stdin!.end(); // no COMMIT: psql ends and the server rolls the transaction back
    await psqlDone.catch(() => {});
    throw err;
  }
  await psqlDone;
}

/** The schemas a custom-format dump creates, from its table of contents (`pg_restore --list`). */
async function dumpedSchemas(tools: PgTools, file: string): Promise<string[]> {
  const { stdout } = await run(tools.programs.pg_restore!, ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
  return [...stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((m) => m[1]!);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
