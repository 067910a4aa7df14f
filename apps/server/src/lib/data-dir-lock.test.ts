import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir } from './data-dir-lock.ts';

describe('the embedded data directory’s lock', () => {
  let root: string;
  let dir: string;
  let lockFile: string;
  const holder = (fields: Record<string, unknown>) =>
    JSON.stringify({
      pid: process.pid,
      host: os.hostname(),
      boot: null,
      since: 'earlier',
      command: 'server',
      ...fields,
    });
  /** The pid of a process that has certainly ended. */
  const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-lock-'));
    dir = path.join(root, 'db');
    lockFile = `${dir}.lock`;
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is held until released, and refused meanwhile, in this process too', () => {
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    lockDataDir(dir).release();
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('refuses a lock of another running process on this machine, naming it and the file to delete', () => {
    fs.writeFileSync(lockFile, holder({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`уже відкрив інший процес \\(процес ${process.ppid} .*видаліть файл «${lockFile}»`),
    );
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over a lock whose process has ended, or which carries this pid but is not held here (a container restarted)', () => {
    for (const pid of [endedPid(), process.pid]) {
      fs.writeFileSync(lockFile, holder({ pid }));
      const lock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
      lock.release();
    }
  });

  it('takes over a lock from before the machine restarted, whatever its pid', () => {
    fs.writeFileSync(lockFile, holder({ pid: process.ppid, boot: 'a boot long ago' }));
    const isLinux = fs.existsSync('/proc/sys/kernel/random/boot_id');
    if (isLinux) lockDataDir(dir).release();
    else expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
  });

  it('trusts a lock of another machine while it is fresh and takes it over once untouched for a minute', () => {
    fs.writeFileSync(lockFile, holder({ host: 'another-host', pid: 1 }));
    expect(() => lockDataDir(dir)).toThrow(/на «another-host»/);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    fs.utimesSync(lockFile, longAgo, longAgo);
    lockDataDir(dir).release();
  });
});
