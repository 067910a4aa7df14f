import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { TDashboard } from '@tt/contracts/statistics';
import { tenders } from '../../src/db/schema/index.ts';
import { loginAs, someoneWaitsForALock, useTestApp } from '../helpers.ts';
import { createSubmittedOffer } from '../offer-factory.ts';
import { createPublished, setDeadline } from '../tender-factory.ts';

/**
 * The statistics' kept month sums (ADR 0032) against a change committed while they are being
 * taken: the month must stay out of date rather than keep sums from before the change. A
 * second connection holds the change open while the request waits: PostgreSQL only.
 */

const app = useTestApp();

const JANUARY = 'from=2025-01-01&to=2025-01-31';

const keptMonth = async () => {
  const result = (await app().db.execute(
    sql`select computed_version is not distinct from version as current from dashboard_months where month = '2025-01-01'`,
  )) as unknown as { rows: { current: boolean }[] };
  return result.rows[0]!.current;
};

describe.runIf(inject('templateDb').kind === 'postgres')('the kept month sums', () => {
  it('are not kept from before a change that commits while they are taken; the next request takes them', async () => {
    const manager = await loginAs(app(), 'manager@demo.ua');
    const provider = await loginAs(app(), 'provider1@demo.ua');
    const tender = await createPublished(manager);
    const offer = await createSubmittedOffer(provider, tender.id);
    await setDeadline(app(), tender.id, '-1 minute');
    const awarded = await manager.post(`/api/tenders/${tender.id}/award`, {
      offer_id: offer.id,
      reason: 'Найнижча ціна',
      version: (await manager.get(`/api/tenders/${tender.id}`)).json().version,
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    await app()
      .db.update(tenders)
      .set({ publishedAt: new Date('2025-01-10T10:00:00+02:00') })
      .where(eq(tenders.id, tender.id));
    expect(await keptMonth()).toBe(false);

    // The tender is completed in a transaction that stays open until the request waits for it.
    let pending!: Promise<TDashboard>;
    await app().db.transaction(async (tx) => {
      await tx.update(tenders).set({ status: 'completed' }).where(eq(tenders.id, tender.id));
      pending = manager.get(`/api/admin/dashboard?${JANUARY}`).then((res) => res.json() as TDashboard);
      await someoneWaitsForALock(app());
    });
    const during = await pending;
    // The answer is read after the change; the sums the request took before it were not kept.
    expect(during.status_by_month[0]!.counts).toMatchObject({ awarded: 0, completed: 1 });
    expect(await keptMonth()).toBe(false);

    const after = (await manager.get(`/api/admin/dashboard?${JANUARY}`)).json() as TDashboard;
    expect(await keptMonth()).toBe(true);
    expect(after.status_by_month[0]!.counts).toMatchObject({ awarded: 0, completed: 1 });
    expect(after.totals).toEqual(during.totals);
  });
});
