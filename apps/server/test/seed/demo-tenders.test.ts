import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TENDER_STATUSES } from '@tt/contracts/tenders';
import { tenders, users } from '../../src/db/schema/index.ts';
import { seedDemoOffers } from '../../src/demo/offers.ts';
import { DEMO_TENDERS, seedDemoTenders } from '../../src/demo/tenders.ts';
import { verifyHistory } from '../../src/domain/tenders/verify-history.ts';
import { loginAs, useTestApp } from '../helpers.ts';

const app = useTestApp();

describe('demo tenders', () => {
  it('cover every status with verified history, and providers see only published ones without budgets', async () => {
    const [manager] = await app().db.select().from(users).where(eq(users.email, 'manager@demo.ua'));
    const ids = await seedDemoTenders(app().db, { managerId: manager!.id });
    // Without its offers a tender past its deadline reads as unsuccessful, not evaluation.
    await seedDemoOffers(app().db, { tenderIds: ids });
    expect(ids.length).toBe(DEMO_TENDERS.length);
    expect(ids.length).toBeGreaterThanOrEqual(28);

    const bank = await loginAs(app(), 'auditor@demo.ua');
    const all = (await bank.get('/api/tenders?page_size=100')).json();
    expect(all.total).toBe(ids.length);
    const statuses = new Set(all.items.map((t: { status: string }) => t.status));
    expect([...statuses].sort()).toEqual([...TENDER_STATUSES].sort());

    for (const id of ids) expect(await verifyHistory(app().db, { tenderId: id })).toMatchObject({ ok: true });

    const rows = await app().db.select().from(tenders);
    for (const row of rows) {
      if (['cancelled', 'unsuccessful'].includes(row.status)) expect(row.statusReason).toBeTruthy();
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }

    const provider = await loginAs(app(), 'provider1@demo.ua');
    const seen = (await provider.get('/api/tenders?page_size=100')).json();
    const neverPublished = rows.filter((r) => r.publishedAt === null).length;
    expect(seen.total).toBe(ids.length - neverPublished);
    expect(seen.items.some((t: { status: string }) => t.status === 'draft')).toBe(false);
    const open = (await provider.get('/api/tenders?status=published&sort=offers_deadline')).json();
    expect(open.total).toBeGreaterThanOrEqual(5);
    const card = await provider.get(`/api/tenders/${open.items[0].id}`);
    expect(card.json()).not.toHaveProperty('budget_monthly');

    const search = (await provider.get(`/api/tenders?q=${encodeURIComponent('резервний канал')}`)).json();
    expect(search.total).toBeGreaterThan(0);
  });
});
