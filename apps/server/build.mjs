#!/usr/bin/env node
// `npm run build:server`: the server as plain JavaScript in apps/server/dist, so `npm start` runs
// it without a TypeScript loader (docs/decisions/0033 §Start and memory). esbuild bundles the
// server's own code and the workspace's @tt/contracts (TypeScript source); every other package
// stays an import from node_modules. Lazy imports stay separate files (splitting), so the
// database still opens while the application's modules load. The migrations are copied next to
// the bundle, where src/db/client.ts looks for them (beside itself). A file is only replaced
// when its content changes, and by a rename, so a server starting from dist never reads a
// half-written file, even while another build of the same tree runs.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');

/** Packages are imported at run time, except the workspace's own (TypeScript source). */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tt/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    'pglite-template': path.join(root, 'src/cli/pglite-template.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Readable stack traces without source maps: names and layout are kept.
  minify: false,
  legalComments: 'none',
  plugins: [packagesExternal],
  write: false,
  logLevel: 'warning',
});

const files = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
const migrations = path.join(root, 'src/db/migrations');
for (const name of fs.readdirSync(migrations).filter((n) => n.endsWith('.sql'))) {
  files.set(path.join(outdir, 'migrations', name), fs.readFileSync(path.join(migrations, name)));
}
const journal = path.join('migrations', 'meta', '_journal.json');
files.set(path.join(outdir, journal), fs.readFileSync(path.join(root, 'src/db', journal)));

for (const [file, contents] of files) {
  if (fs.existsSync(file) && Buffer.compare(fs.readFileSync(file), contents) === 0) continue;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}
// Chunks are named by their content: an earlier build's go once they are a day old, not at once,
// because a server still running from that build loads its lazy chunks when first needed.
const dayAgo = Date.now() - 24 * 3600_000;
for (const name of fs.readdirSync(outdir).filter((n) => n.endsWith('.mjs'))) {
  const file = path.join(outdir, name);
  if (!files.has(file) && fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file);
}

// The data directory new embedded databases start from, remade only when the migrations change.
execFileSync(process.execPath, [path.join(outdir, 'pglite-template.mjs')], { stdio: 'inherit' });
