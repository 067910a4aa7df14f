import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RefusedToStart } from './refused-to-start.ts';

/**
 * A lock file beside an embedded database's data directory (`<dir>.lock`), held by the one process
 * that has the database open. PGlite does not guard its directory: it writes a fixed pid (-42) into
 * postmaster.pid, and a second process opens the same directory and writes to it beside the first,
 * which corrupts the database. The server, `npm run backup` and `npm run restore` take this lock.
 *
 * A lock left by a process that ended without releasing it (killed, crashed) is taken over: on this
 * machine when its process is gone or the machine has restarted since; from another machine (a
 * shared volume, a recreated container) when the holder has not touched the file for a minute.
 * It guards against a mistake (a second server, a backup of a running one), not a determined race.
 */
export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  /** Changes on every boot of the machine (Linux); absent elsewhere. */
  boot: string | null;
  since: string;
  command: string;
}

/** The holder refreshes the file's time this often, so another machine can tell it is alive. */
const HEARTBEAT_MS = 10_000;
/** A lock from another machine untouched for this long is taken over. */
const ABANDONED_MS = 60_000;

/** Lock files this process holds: a second open of one directory in one process is refused too. */
const heldHere = new Map<string, NodeJS.Timeout>();
let exitHookInstalled = false;

export class DataDirLocked extends RefusedToStart {
  constructor(
    readonly lockFile: string,
    readonly holder: Holder | null,
  ) {
    const who = holder
      ? `процес ${holder.pid} на «${holder.host}», з ${holder.since}${holder.command ? `: ${holder.command}` : ''}`
      : 'невідомий процес';
    super(
      `Вбудовану базу даних «${lockFile.replace(/\.lock$/, '')}» уже відкрив інший процес (${who}). ` +
        'Вбудована база працює лише в одному процесі: зупиніть сервер чи іншу команду, що її тримає, і спробуйте знову. ' +
        `Якщо такого процесу напевно немає, видаліть файл «${lockFile}».`,
    );
    this.name = 'DataDirLocked';
  }
}

function bootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? (parsed as Holder) : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock's holder is certainly gone. */
function isAbandoned(file: string, holder: Holder | null): boolean {
  let mtime: number;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return true; // released meanwhile
  }
  if (!holder) return Date.now() - mtime > ABANDONED_MS; // unreadable: judged by its age alone
  if (holder.host !== os.hostname()) return Date.now() - mtime > ABANDONED_MS;
  const boot = bootId();
  if (boot && holder.boot && boot !== holder.boot) return true;
  // Our own pid in a lock we do not hold: a previous run with the same pid (a container's pid 1).
  if (holder.pid === process.pid) return !heldHere.has(file);
  return !isAlive(holder.pid);
}

/** Takes `<dir>.lock` or throws DataDirLocked naming the process that holds it. */
export function lockDataDir(dir: string): DataDirLock {
  const file = `${dir.replace(/[\\/]+$/, '')}.lock`;
  const holder: Holder = {
    pid: process.pid,
    host: os.hostname(),
    boot: bootId(),
    since: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
  };
  // Written whole to a file of our own, then linked into place: linking fails when the lock
  // exists, so no reader ever sees a half-written lock and only one of two racing processes wins.
  const draft = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(draft, JSON.stringify(holder));
  try {
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const current = readHolder(file);
      if (heldHere.has(file) || !isAbandoned(file, current)) throw new DataDirLocked(file, current);
      fs.renameSync(draft, file);
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }

  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(file, now, now, () => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  heldHere.set(file, heartbeat);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A process that exits without closing its database (process.exit in a command) leaves no lock.
    process.once('exit', () => {
      for (const held of heldHere.keys()) releaseFile(held);
    });
  }
  return { release: () => releaseFile(file) };
}

function releaseFile(file: string) {
  const heartbeat = heldHere.get(file);
  if (!heartbeat) return;
  clearInterval(heartbeat);
  heldHere.delete(file);
  // Only our own: a lock another process took over (ours was judged abandoned) stays.
  if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}
