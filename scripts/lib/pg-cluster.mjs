// A throwaway PostgreSQL cluster in a temporary directory, for tests and benchmarks.
// Used by scripts/test-pg.mjs and bench/run.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];

/** The folder holding initdb, pg_ctl and postgres: on PATH, else the newest /usr/lib/postgresql/N/bin. */
export function findPgBinDir() {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of onPath) {
    if (PG_PROGRAMS.every((p) => isExecutable(path.join(dir, p)))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = path.join(root, v, 'bin');
    if (PG_PROGRAMS.every((p) => isExecutable(path.join(dir, p)))) return dir;
  }
  return null;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A free TCP port on loopback (the kernel picks one; a tiny race with other processes is accepted). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway cluster and returns `{ url, dir, port, version, stop }`. `stop()` is idempotent
 * and synchronous, so it can run from signal and exit handlers. initdb refuses to run as root, so
 * as root the programs run as the `postgres` user, which gets the temporary directory.
 */
export async function startPgCluster({ binDir = findPgBinDir(), log = console.log } = {}) {
  if (!binDir) throw new Error('PostgreSQL binaries (initdb, pg_ctl, postgres) not found');
  const isRoot = process.getuid?.() === 0;
  // As root the temp dir must be reachable by `postgres`: /tmp is, a private TMPDIR may not be.
  const base = isRoot ? '/tmp' : os.tmpdir();
  const dir = fs.mkdtempSync(path.join(base, 'tt-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();

  const run = (program, args) => {
    const cmd = path.join(binDir, program);
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      const err = new Error(`${program} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
      err.output = `${result.stdout}\n${result.stderr}`;
      throw err;
    }
    return result.stdout;
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid')))
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (err) {
      log(`[pg] stopping the cluster failed: ${err.message}`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // Durability is pointless for a throwaway cluster; these make tests and seeding faster.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  } catch (err) {
    const logFile = path.join(dir, 'server.log');
    if (fs.existsSync(logFile)) log(fs.readFileSync(logFile, 'utf8'));
    stop();
    throw err;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  let version;
  try {
    await client.connect();
    version = (await client.query('show server_version')).rows[0].server_version;
    // The schema's search index needs pg_trgm (Debian: postgresql-contrib).
    const trgm = await client.query("select 1 from pg_available_extensions where name = 'pg_trgm'");
    if (trgm.rowCount === 0)
      throw new Error('the pg_trgm extension is not available on this PostgreSQL (install postgresql-contrib)');
  } catch (err) {
    stop();
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
  return { url, dir, port, version, stop };
}
