import { and, eq, sql } from 'drizzle-orm';
import { kyivDate } from '@tt/contracts/kyiv-time';
import type { TLotWrite } from '@tt/contracts/lots';
import type { TTenderWrite } from '@tt/contracts/tenders';
import { channelOptions, regions, tenders } from '../src/db/schema/index.ts';
import type { Client, TestApp } from './helpers.ts';

/** Dictionary ids of the seeded reference data, looked up by name. */
export async function referenceIds(app: TestApp) {
  const region = async (name: string) => (await app.db.select().from(regions).where(eq(regions.name, name)))[0]!.id;
  const channel = async (kind: 'physics' | 'interface' | 'protocol', name: string) =>
    (
      await app.db
        .select()
        .from(channelOptions)
        .where(and(eq(channelOptions.kind, kind), eq(channelOptions.name, name)))
    )[0]!.id;
  return {
    lviv: await region('Львівська область'),
    kyiv: await region('м. Київ'),
    fiber: await channel('physics', 'Оптоволокно'),
    gigabit: await channel('interface', 'Ethernet 1 Гбіт/с (RJ-45)'),
    internet: await channel('protocol', 'Доступ до Інтернету (IP)'),
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A valid tender body; the deadline a week ahead, the connection a month ahead. */
export async function tenderBody(app: TestApp, overrides: Partial<TTenderWrite> = {}): Promise<TTenderWrite> {
  const ids = await referenceIds(app);
  return {
    title: 'Резервний канал для відділення №12 у Львові',
    description: '<p>Потрібен резервний канал доступу до Інтернету.</p>',
    region_id: ids.lviv,
    branch_name: 'Відділення №12',
    address: 'вул. Городоцька, 45, м. Львів',
    bandwidth_mbps: 100,
    physics_id: ids.fiber,
    interface_id: ids.gigabit,
    protocol_id: ids.internet,
    // Kyiv's calendar, as the product's: a UTC date is a day behind in Kyiv's first hours.
    connection_date: kyivDate(inDays(30)),
    contract_months: 12,
    budget_monthly: '4500.00',
    offers_deadline: inDays(7).toISOString(),
    min_offers: 1,
    ...overrides,
  };
}

/** A tender body with `count` lots instead of the single site. */
export async function lotsBody(
  app: TestApp,
  count: number,
  overrides: Partial<TTenderWrite> = {},
): Promise<TTenderWrite> {
  const ids = await referenceIds(app);
  const {
    region_id: _r,
    branch_name: _b,
    address: _a,
    bandwidth_mbps: _w,
    physics_id: _p,
    interface_id: _i,
    protocol_id: _pr,
    connection_date: connectionDate,
    budget_monthly: _bu,
    ...common
  } = await tenderBody(app);
  const lots: TLotWrite[] = Array.from({ length: count }, (_, i) => ({
    branch_name: `Відділення №${i + 1}`,
    address: `вул. Січових Стрільців, ${i + 1}`,
    region_id: i % 2 ? ids.kyiv : ids.lviv,
    bandwidth_mbps: 100 * (i + 1),
    physics_id: i % 2 ? null : ids.fiber,
    interface_id: ids.gigabit,
    protocol_id: ids.internet,
    connection_date: connectionDate!,
    budget_monthly: `${1000 * (i + 1)}.00`,
  }));
  return { ...common, lots, ...overrides };
}

/** Creates a draft through the API as the given bank client; returns the tender. */
export async function createDraft(client: Client, overrides: Partial<TTenderWrite> = {}) {
  const res = await client.post('/api/tenders', await tenderBody(client.app, overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; version: number; number: string; [k: string]: unknown };
}

/** Creates and publishes a tender; returns it as published. */
export async function createPublished(client: Client, overrides: Partial<TTenderWrite> = {}) {
  const draft = await createDraft(client, overrides);
  const res = await client.post(`/api/tenders/${draft.id}/publish`, { version: draft.version });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; version: number; number: string; [k: string]: unknown };
}

/** Moves a tender's deadline straight in the database (time travel for status tests). */
export async function setDeadline(app: TestApp, id: number, interval: string) {
  await app.db
    .update(tenders)
    .set({ offersDeadline: sql`now() + ${interval}::interval` })
    .where(eq(tenders.id, id));
}

/** The writable fields of a tender as read back, for a PUT body. */
export function writableFields(tender: Record<string, unknown>) {
  const {
    id: _i,
    number: _n,
    status: _s,
    status_reason: _r,
    offers_count: _c,
    documents: _d,
    own_offer: _o,
    published_at: _p,
    created_at: _ca,
    updated_at: _u,
    version: _v,
    abilities: _a,
    // A single-site tender is written back in the spec's form: its site at the top level.
    lots: _l,
    ...fields
  } = tender;
  return fields;
}
