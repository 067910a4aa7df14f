import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, staticGraph } from '../test/static-imports';

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
  'app/unauthorized-modal.tsx',
  ...['features/auth/routes', 'features/errors/routes'].flatMap((dir) =>
    fs
      .readdirSync(path.join(SRC, dir))
      .filter((f) => f.endsWith('-route.tsx'))
      .map((f) => `${dir}/${f}`),
  ),
];

/** Brings the feature strings itself: what it loads is not on the open screens' path. */
const bringsFeatureStrings = (source: string) => /import\s+['"][./]*(?:\.\.\/)*i18n\/uk-features['"]/.test(source);

describe('strings on the open screens', () => {
  it('come from the core resource only: feature strings are not loaded before sign-in', () => {
    const { modules } = staticGraph(OPEN_ENTRIES, bringsFeatureStrings);
    expect(modules.size).toBeGreaterThan(20);
    const offending = [...modules]
      .filter(([, source]) => FEATURE_KEY.test(source))
      .map(([file]) => path.relative(SRC, file));
    expect(offending).toEqual([]);
  });
});
