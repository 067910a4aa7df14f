import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, staticGraph } from '../test/static-imports';
import { i18n } from './i18n';

/** Each feature section and the file that adds it (./uk-<feature>.ts, the section's name in kebab case). */
const SECTIONS = fs
  .readdirSync(path.join(SRC, 'i18n'))
  .filter((f) => /^uk-[a-z-]+\.ts$/.test(f) && f !== 'uk-feature-strings.ts')
  .map((file) => ({
    file: file.replace(/\.ts$/, ''),
    section: file.slice(3, -3).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
  }));

/** Every module of the app outside the strings and the tests. */
function appModules(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['i18n', 'test'].includes(entry.name) && dir === SRC ? [] : appModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The sections a module names keys of: a quoted `section.key` whose first key exists in that
 * section ('provider.manage', an action's name, is not a key). A route's title is left out: it
 * is translated again when the section arrives with the screen (`bindI18nStore` in ./i18n.ts).
 */
function sectionsNamed(source: string, strings: Record<string, Record<string, unknown>>): string[] {
  const code = source.replace(/\btitle:\s*'[^']*'\s*}\s*satisfies RouteHandle/g, '');
  const names = SECTIONS.map((s) => s.section).join('|');
  const found = new Set<string>();
  for (const [, section, key] of code.matchAll(new RegExp(`['"\`](${names})\\.([A-Za-z_]\\w*)`, 'g'))) {
    if (strings[section!]?.[key!] !== undefined) found.add(section!);
  }
  return [...found];
}

describe('the feature strings', () => {
  it('are imported by every module that names their keys, so they are there when it shows them', async () => {
    // Loading every section, as the app would once every screen has been opened.
    for (const { file } of SECTIONS) await import(`./${file}.ts`);
    const strings = i18n.getResourceBundle('uk', 'translation') as Record<string, Record<string, unknown>>;
    const missing: string[] = [];
    let named = 0;
    for (const file of appModules()) {
      const source = fs.readFileSync(file, 'utf8');
      for (const section of sectionsNamed(source, strings)) {
        named += 1;
        const { file: stringsFile } = SECTIONS.find((s) => s.section === section)!;
        if (!new RegExp(`^import '[./]*i18n/${stringsFile}';$`, 'm').test(source))
          missing.push(`${path.relative(SRC, file)} → i18n/${stringsFile}`);
      }
    }
    expect(named).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('are not loaded before sign-in: the entry and the open screens use the core strings only', () => {
    const open = [
      'main.tsx',
      ...['features/auth/routes', 'features/errors/routes'].flatMap((dir) =>
        fs
          .readdirSync(path.join(SRC, dir))
          .filter((f) => f.endsWith('-route.tsx'))
          .map((f) => `${dir}/${f}`),
      ),
    ];
    const { modules } = staticGraph(open);
    expect(modules.size).toBeGreaterThan(20);
    const loaded = [...modules.keys()]
      .map((f) => path.relative(SRC, f))
      .filter((f) => /^i18n\/uk-(?!feature-strings)/.test(f));
    expect(loaded).toEqual([]);
  });
});
