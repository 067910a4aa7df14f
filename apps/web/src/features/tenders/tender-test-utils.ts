import type { TLoginInfo } from '@tt/contracts/session';
import type { TTender, TTenderListItem } from '@tt/contracts/tenders';
import { screen } from '@testing-library/react';
import { ok, setUpAppTest, showAllTableColumns } from '../../test/app-test';
import { bankInfo, providerInfo } from '../../test/fixtures';
import type { mockApi } from '../../test/mock-api';
import { tenderAbilities } from '../../test/abilities';

/** Test data and session set-up shared by the tenders feature's component tests. */

/** A draft as the procurement manager reads it. */
export const tender: TTender = {
  id: 42,
  number: 'ТТ-2026-000042',
  title: 'Доступ до Інтернету для відділення №12',
  description: '<p>Потрібен <strong>резервний</strong> канал.</p>',
  region_id: 1,
  branch_name: 'Відділення №12',
  address: 'м. Київ, вул. Хрещатик, 1',
  bandwidth_mbps: 200,
  physics_id: 1,
  interface_id: null,
  protocol_id: 3,
  connection_date: '2026-12-15',
  contract_months: 24,
  budget_monthly: '12500.00',
  offers_deadline: '2026-12-01T15:00:00.000Z',
  min_offers: 2,
  status: 'draft',
  status_reason: null,
  offers_count: 3,
  documents: [],
  published_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  version: 4,
  abilities: tenderAbilities('edit', 'documents', 'publish', 'cancel', 'history'),
};

/** An instant `days` from now (negative: in the past), so tests do not age with the calendar. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

/** The tender taking offers, as the procurement manager reads it: published, the deadline three days ahead. */
export function openTender(overrides: Partial<TTender> = {}): TTender {
  return {
    ...tender,
    status: 'published',
    published_at: inDays(-2),
    offers_deadline: inDays(3),
    abilities: tenderAbilities('edit', 'documents', 'extend', 'cancel', 'answer', 'history'),
    ...overrides,
  };
}

/**
 * The same tender as a provider reads it: no budget, no offers count, its own offer (or none),
 * and what the server lets the provider do with it (nothing unless told).
 */
export function asProviderSees(
  bankView: TTender,
  ownOffer: TTender['own_offer'] = null,
  abilities = tenderAbilities(),
): TTender {
  const { budget_monthly: _budget, ...rest } = bankView;
  return { ...rest, offers_count: null, own_offer: ownOffer, abilities };
}

export function listItem(overrides: Partial<TTenderListItem> = {}): TTenderListItem {
  return {
    id: tender.id,
    number: tender.number,
    title: tender.title,
    region_id: tender.region_id,
    branch_name: tender.branch_name,
    bandwidth_mbps: tender.bandwidth_mbps,
    offers_deadline: tender.offers_deadline,
    status: 'published',
    offers_count: 3,
    created_at: tender.created_at,
    ...overrides,
  };
}

type Routes = Parameters<typeof mockApi>[0];

/** Routes for `useAppTest().signIn`: the card's questions answered empty unless a test says otherwise. */
export function cardRoutes(routes: Routes = {}): Routes {
  return { [`GET /tenders/${tender.id}/questions`]: ok([]), ...routes };
}

/**
 * Signs in as `info`, answers GET /tenders/42 with `data` (or, given a function, with what it
 * returns at each call, for actions that move the tender on) and `routes`, renders the card and
 * waits for its heading.
 */
export async function openTenderCard(
  t: ReturnType<typeof setUpAppTest>,
  info: TLoginInfo,
  data: TTender | (() => TTender),
  routes: Routes = {},
) {
  t.signIn(info, { 'GET /tenders/42': typeof data === 'function' ? () => ok(data()) : ok(data), ...routes });
  t.render('/tenders/42');
  await screen.findByRole('heading', { name: tender.title }, { timeout: 10_000 });
}

export { bankInfo, ok, providerInfo, showAllTableColumns, tenderAbilities };
