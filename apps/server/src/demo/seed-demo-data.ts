import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seedDemoAccounts, seedDemoOrganizationEvents } from './accounts.ts';
import { seedDemoOffers } from './offers.ts';
import { seedDemoTenders } from './tenders.ts';

/** Demo accounts, tenders, offers and the organisations' logs on a database without users; returns whether it seeded. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const ids = await seedDemoAccounts(db);
  const tenderIds = await seedDemoTenders(db, { managerId: ids['manager@demo.ua']! });
  await seedDemoOffers(db, { tenderIds });
  await seedDemoOrganizationEvents(db, { adminId: ids['admin@demo.ua']! });
  return true;
}
