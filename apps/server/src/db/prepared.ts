import type { DbOrTx } from './client.ts';

const built = new WeakMap<DbOrTx, Map<string, unknown>>();
const names = new Map<string, string>();

/**
 * A statement built once per database handle and `key`, then only bound and run: drizzle
 * builds a statement's SQL anew on every call, which for the offer writes cost more CPU than
 * running them (docs/decisions/0033). `build` gets a name for drizzle's `.prepare(name)`, so
 * PostgreSQL also parses and plans it once per connection; the same key always gets the same
 * name, as the driver requires one text per name. Values change only through placeholders.
 * A transaction is a handle of its own, so inside one the statement is built for it alone.
 */
export function prepared<T>(db: DbOrTx, key: string, build: (name: string) => T): T {
  let byKey = built.get(db);
  if (!byKey) built.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    let name = names.get(key);
    if (!name) names.set(key, (name = `tt_${names.size + 1}`));
    statement = build(name);
    byKey.set(key, statement);
  }
  return statement;
}
