import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';
import { randomToken } from '../lib/tokens.ts';

/** A key generated once and kept in the database, so every instance on it shares the key. */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomToken() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} is missing`);
  return row.value;
}
