/**
 * Makes the data directory a new embedded database starts from (PGLITE_TEMPLATE_DIR, beside the
 * built code): initdb and every migration, about two thirds of a first start. Run built, by the
 * server's build (apps/server/build.mjs); does nothing while the template matches the
 * migrations and the PGlite release. docs/decisions/0033 §Start and memory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, openPglite, PGLITE_TEMPLATE_DIR } from '../db/client.ts';

/** What the template is made of: the migrations as the built server finds them, and PGlite's release. */
function fingerprint(): string {
  const hash = crypto.createHash('sha256');
  const pglite = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..');
  hash.update(fs.readFileSync(path.join(pglite, 'package.json')));
  hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json')));
  for (const name of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex');
}

const stampFile = `${PGLITE_TEMPLATE_DIR}.stamp`;
const wanted = fingerprint();
const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
if (current !== wanted || !fs.existsSync(PGLITE_TEMPLATE_DIR)) {
  const started = Date.now();
  const made = `${PGLITE_TEMPLATE_DIR}.${process.pid}.tmp`;
  fs.rmSync(made, { recursive: true, force: true });
  const database = await openPglite({ dir: made, template: null });
  await database.close();
  // Swapped by renames: a server starting meanwhile copies either the old template or the new.
  const old = `${PGLITE_TEMPLATE_DIR}.${process.pid}.old`;
  if (fs.existsSync(PGLITE_TEMPLATE_DIR)) fs.renameSync(PGLITE_TEMPLATE_DIR, old);
  try {
    fs.renameSync(made, PGLITE_TEMPLATE_DIR);
  } catch {
    fs.rmSync(made, { recursive: true, force: true }); // another build put its equal one in place
  }
  fs.rmSync(old, { recursive: true, force: true });
  fs.writeFileSync(stampFile, wanted);
  console.log(`Шаблон вбудованої бази готовий за ${((Date.now() - started) / 1000).toFixed(1)} с.`);
}
