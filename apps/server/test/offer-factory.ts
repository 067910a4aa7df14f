import type { TOfferWrite } from '@tt/contracts/offers';
import { referenceIds } from './tender-factory.ts';
import { eq } from 'drizzle-orm';
import { organizations, users } from '../src/db/schema/index.ts';
import { loginAs, type Client, type TestApp } from './helpers.ts';

/** A valid offer body matching the default test tender (100 Мбіт/с, fibre, 12 months). */
export async function offerBody(client: Client, overrides: Partial<TOfferWrite> = {}): Promise<TOfferWrite> {
  const ids = await referenceIds(client.app);
  return {
    monthly_price: '4200.00',
    installation_price: '1500.00',
    vat_included: true,
    bandwidth_mbps: 100,
    physics_id: ids.fiber,
    interface_id: ids.gigabit,
    protocol_id: ids.internet,
    connection_days: 14,
    contract_months: 12,
    sla_availability: '99.500',
    comment: 'Резервування за двома незалежними трасами.',
    ...overrides,
  };
}

type OfferJson = { id: number; version: number; status: string; [k: string]: unknown };

/** Saves a draft offer on a tender as the given provider client. */
export async function createOfferDraft(client: Client, tenderId: number, overrides: Partial<TOfferWrite> = {}) {
  const res = await client.post(`/api/tenders/${tenderId}/offers`, await offerBody(client, overrides));
  if (res.statusCode !== 201) throw new Error(`offer create failed: ${res.statusCode} ${res.body}`);
  return res.json() as OfferJson;
}

/** Saves and submits an offer; returns it as submitted. */
export async function createSubmittedOffer(client: Client, tenderId: number, overrides: Partial<TOfferWrite> = {}) {
  const draft = await createOfferDraft(client, tenderId, overrides);
  const res = await client.post(`/api/offers/${draft.id}/submit`, { version: draft.version });
  if (res.statusCode !== 200) throw new Error(`offer submit failed: ${res.statusCode} ${res.body}`);
  return res.json() as OfferJson;
}

/** An offer body on some lots of a tender: each lot priced from `monthly`, stepping by 100 per lot. */
export async function lotOfferBody(
  client: Client,
  lotIds: readonly number[],
  { monthly = 1000, sla = '99.500', days = 14 }: { monthly?: number; sla?: string; days?: number } = {},
): Promise<TOfferWrite> {
  const ids = await referenceIds(client.app);
  return {
    vat_included: true,
    contract_months: 12,
    sla_availability: sla,
    comment: '',
    lots: lotIds.map((lotId, i) => ({
      lot_id: lotId,
      monthly_price: `${monthly + 100 * i}.00`,
      installation_price: '500.00',
      bandwidth_mbps: 1000,
      physics_id: ids.fiber,
      interface_id: ids.gigabit,
      protocol_id: ids.internet,
      connection_days: days,
    })),
  };
}

/**
 * A further verified provider organisation with one user, signed in. The password hash is
 * copied from a demo provider, so the demo password works without hashing again.
 */
export async function extraProvider(app: TestApp, name: string, edr: string): Promise<Client> {
  const [demo] = await app.db.select().from(users).where(eq(users.email, 'provider1@demo.ua'));
  const [org] = await app.db
    .insert(organizations)
    .values({ name, edr, isVerify: true, verifiedAt: new Date() })
    .returning({ id: organizations.id });
  const email = `sales-${edr}@example.ua`;
  await app.db.insert(users).values({
    email,
    firstName: 'Олег',
    lastName: 'Кравченко',
    role: 'provider',
    organizationId: org!.id,
    passwordHash: demo!.passwordHash,
  });
  return loginAs(app, email);
}
