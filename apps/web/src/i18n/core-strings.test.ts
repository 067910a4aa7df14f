import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const FEATURE_SECTIONS = [
  'tenders',
  'offers',
  'documents',
  'questions',
  'history',
  'registration',
  'provider',
  'admin',
  'lists',
  'emailArchive',
];
const FEATURE_KEY = new RegExp(`\\bt\\(\\s*['"\`](?:${FEATURE_SECTIONS.join('|')})\\.`);

/** The code a visitor runs before signing in: the entry and the screens open to everyone. */
const OPEN_ENTRIES = [
  'main.tsx',
  'app/modals-host.tsx',
  'app/unauthorized-modal.tsx',
  ...['features/auth/routes', 'features/errors/routes'].flatMap((dir) =>
    fs
      .readdirSync(path.join(SRC, dir))
      .filter((f) => f.endsWith('-route.tsx'))
      .map((f) => `${dir}/${f}`),
  ),
];

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every module these entries load statically, up to a module that brings the feature strings
 * itself (it imports i18n/uk-features): what ends up on /login and the other open screens.
 */
function openModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = OPEN_ENTRIES.map((e) => path.join(SRC, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (/import\s+['"][./]*(?:\.\.\/)*i18n\/uk-features['"]/.test(source)) continue;
    seen.set(file, source);
    for (const [, spec] of source.matchAll(/^import\s+(?!type\b)[^'"]*['"](\.[^'"]+)['"]/gm)) {
      const target = resolveImport(file, spec!);
      if (target && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return seen;
}

describe('strings on the open screens', () => {
  it('come from the core resource only: feature strings are not loaded before sign-in', () => {
    const modules = openModules();
    expect(modules.size).toBeGreaterThan(20);
    const offending = [...modules]
      .filter(([, source]) => FEATURE_KEY.test(source))
      .map(([file]) => path.relative(SRC, file));
    expect(offending).toEqual([]);
  });
});
