import { describe, expect, it } from 'vitest';
import { organizations, users } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/demo/seed-demo-data.ts';
import { loginAs, useTestApp } from '../helpers.ts';

const app = useTestApp();

describe('demo data', () => {
  it('gives every organisation its log: registered, and verified by the admin when verified', async () => {
    // The test template has the demo accounts already; demo data seeds only where there are none.
    await app().db.delete(users);
    await app().db.delete(organizations);
    expect(await seedDemoData(app().db)).toBe(true);
    expect(await seedDemoData(app().db)).toBe(false);

    const admin = await loginAs(app(), 'admin@demo.ua');
    const { items } = (await admin.get('/api/providers?page=1&page_size=50')).json();
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      const card = (await admin.get(`/api/providers/${item.id}`)).json();
      const actions = card.events.map((e: { action: string }) => e.action);
      expect(actions, card.name).toEqual(card.is_verify ? ['verified', 'registered'] : ['registered']);
      if (card.is_verify) expect(card.verified_by_name, card.name).toBe('Олена Коваленко');
      const registered = card.events.at(-1);
      expect(registered.details).toEqual({ name: card.name, edr: card.edr, is_fop: card.is_fop });
      expect(registered.created_at).toBe(card.created_at);
    }
  });
});
