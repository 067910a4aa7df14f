import fs from 'node:fs';
import path from 'node:path';

/** apps/web/src */
export const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACTS = path.resolve(SRC, '../../../packages/contracts/src');

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A module's static imports and re-exports (`import type` and `import()` left out), as written. */
function staticSpecifiers(source: string): string[] {
  return [...source.matchAll(/^(?:import\s+(?!type\b)[^'"]*|export\s+[^'"]*\sfrom\s+)['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
}

export interface StaticGraph {
  /** Module file → its source, for the app's and the contracts' modules. */
  modules: Map<string, string>;
  /** Packages imported by those modules (`@scope/name` or `name`) → the first module importing each. */
  packages: Map<string, string>;
}

/**
 * What the browser runs once these modules (paths under src/) have loaded, before any `import()`:
 * every module they import statically, the contracts' modules included. A module for which
 * `stop(source)` is true is left out, and so is what only it imports.
 */
export function staticGraph(entries: string[], stop: (source: string) => boolean = () => false): StaticGraph {
  const modules = new Map<string, string>();
  const packages = new Map<string, string>();
  const queue = entries.map((e) => path.join(SRC, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (stop(source)) continue;
    modules.set(file, source);
    for (const spec of staticSpecifiers(source)) {
      const local = spec.startsWith('.')
        ? resolveFile(path.resolve(path.dirname(file), spec.replace(/\.ts$/, '')))
        : spec.startsWith('@tt/contracts/')
          ? resolveFile(path.join(CONTRACTS, spec.slice('@tt/contracts/'.length)))
          : null;
      if (local) {
        if (/\.tsx?$/.test(local)) queue.push(local);
      } else if (!spec.startsWith('.') && !spec.startsWith('@tt/')) {
        const name = spec
          .split('/')
          .slice(0, spec.startsWith('@') ? 2 : 1)
          .join('/');
        if (!packages.has(name)) packages.set(name, path.relative(SRC, file));
      }
    }
  }
  return { modules, packages };
}
