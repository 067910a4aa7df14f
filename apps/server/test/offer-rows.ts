import { asc, eq, sql } from 'drizzle-orm';
import type { TOfferStatus } from '@tt/contracts/offers';
import { offers, tenderHistory, users } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';

/**
 * An offer written straight into the table for the given provider user's organisation: for
 * tests about what follows from offers (status at the deadline, letters, history), not about
 * the offer verbs themselves (those go through the API, see offer-factory.ts).
 */
export async function insertOffer(
  app: TestApp,
  { tenderId, email, status = 'submitted' }: { tenderId: number; email: string; status?: TOfferStatus },
): Promise<{ id: number; organizationId: number }> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (!user?.organizationId) throw new Error(`${email} is not a provider user`);
  const [row] = await app.db
    .insert(offers)
    .values({
      tenderId,
      organizationId: user.organizationId,
      authorId: user.id,
      monthlyPrice: '4200.00',
      installationPrice: '1500.00',
      bandwidthMbps: 100,
      connectionDays: 14,
      contractMonths: 12,
      slaAvailability: '99.500',
      status,
      submittedAt: status === 'draft' ? null : sql`now()`,
    })
    .returning({ id: offers.id, organizationId: offers.organizationId });
  return row!;
}

/** An offer's row as stored. */
export async function storedOffer(app: TestApp, id: number) {
  const [row] = await app.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

/** A tender's history rows as stored, oldest first. */
export function historyOf(app: TestApp, tenderId: number) {
  return app.db.select().from(tenderHistory).where(eq(tenderHistory.tenderId, tenderId)).orderBy(asc(tenderHistory.id));
}
