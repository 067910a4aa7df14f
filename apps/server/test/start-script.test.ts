import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const START = path.resolve(import.meta.dirname, '../../../scripts/start.mjs');

/** A checkout of its own holding only scripts/start.mjs, and the given files. */
function checkout(files: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-start-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(START, path.join(root, 'scripts/start.mjs'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function start(root: string, env: Record<string, string>) {
  const { WEB_DIST: _, ...inherited } = process.env;
  // No npm on the PATH: a production start that tried to build would fail on it.
  return spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...inherited, PATH: path.join(root, 'no-bin'), ...env },
    encoding: 'utf8',
  });
}

describe('npm start with NODE_ENV=production', () => {
  it('refuses to start without the built files and names the command that builds them', () => {
    const root = checkout({ 'apps/web/dist/index.html': '<!doctype html>' });
    const res = start(root, { NODE_ENV: 'production' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('apps/server/dist/server.mjs');
    expect(res.stderr).not.toContain('apps/web/dist/index.html');
    expect(res.stderr).toContain('npm run build:prod');
    expect(res.stdout).toBe('');
  });

  it('runs the built server without building anything', () => {
    const root = checkout({
      'apps/server/dist/server.mjs': 'console.log("built server ran");',
      'apps/web/dist/index.html': '<!doctype html>',
    });
    const res = start(root, { NODE_ENV: 'production' });
    expect([res.status, res.stdout, res.stderr]).toEqual([0, 'built server ran\n', '']);
  });

  it('leaves the web app to WEB_DIST when it is set', () => {
    const root = checkout({ 'apps/server/dist/server.mjs': 'console.log("built server ran");' });
    expect(start(root, { NODE_ENV: 'production' }).stderr).toContain('apps/web/dist/index.html');
    expect(start(root, { NODE_ENV: 'production', WEB_DIST: path.join(root, 'elsewhere') }).stdout).toBe(
      'built server ran\n',
    );
  });
});
