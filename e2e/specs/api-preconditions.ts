import { expect, type Page } from '@playwright/test';
import { xsrfHeaders } from './journey-helpers.ts';

/*
 * What a journey needs before the part it proves, made through the API as the page's signed-in
 * user: the screens that make these are proven by journeys of their own (tender-form,
 * tender-story, offer-with-documents), so here they would only cost time.
 */

const DAY_MS = 86_400_000;

export type Entry = { id: number; name: string };

/** An entry of one of the session's lists: the one named, or the first. */
async function entry(page: Page, url: string, name?: string): Promise<Entry> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  const entries = (await res.json()) as Entry[];
  const found = name === undefined ? entries[0] : entries.find((e) => e.name === name);
  if (!found) throw new Error(`${url} has no «${name}»`);
  return found;
}

export const region = (page: Page, name?: string) => entry(page, '/api/account/info/regions', name);

export const channel = (page: Page, kind: 'physics' | 'interface' | 'protocol', name?: string) =>
  entry(page, `/api/channels/${kind}`, name);

export interface DraftTender {
  id: number;
  number: string;
  version: number;
}

/**
 * A draft tender of one branch, as the page's manager. Unless `fields` say otherwise: the first
 * region and physical medium, a connection a month ahead and a deadline three days ahead, well
 * beyond the server's publishing lead of an hour.
 */
export async function draftTender(
  page: Page,
  title: string,
  fields: Record<string, unknown> = {},
): Promise<DraftTender> {
  const data = {
    title,
    description: '<p>Основний канал доступу до Інтернету для відділення.</p>',
    region_id: (await region(page)).id,
    branch_name: 'Відділення №1',
    address: 'вул. Соборна, 1',
    bandwidth_mbps: 100,
    physics_id: (await channel(page, 'physics')).id,
    interface_id: null,
    protocol_id: null,
    connection_date: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
    contract_months: 12,
    budget_monthly: '5000.00',
    offers_deadline: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    min_offers: 1,
    ...fields,
  };
  const res = await page.request.post('/api/tenders', { headers: await xsrfHeaders(page.context()), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as DraftTender;
}

/** `draftTender`, published. */
export async function publishedTender(
  page: Page,
  title: string,
  fields: Record<string, unknown> = {},
): Promise<DraftTender> {
  const draft = await draftTender(page, title, fields);
  const res = await page.request.post(`/api/tenders/${draft.id}/publish`, {
    headers: await xsrfHeaders(page.context()),
    data: { version: draft.version },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as DraftTender;
}

/** An offer of the page's provider on the tender, made from `fields` as sent, and submitted. */
export async function submittedOffer(page: Page, tenderId: number, fields: Record<string, unknown>): Promise<void> {
  const headers = await xsrfHeaders(page.context());
  const created = await page.request.post(`/api/tenders/${tenderId}/offers`, { headers, data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const offer = (await created.json()) as { id: number; version: number };
  const submitted = await page.request.post(`/api/offers/${offer.id}/submit`, {
    headers,
    data: { version: offer.version },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
}
