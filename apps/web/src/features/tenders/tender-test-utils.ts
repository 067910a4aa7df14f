import type { TLot } from '@tt/contracts/lots';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TTender, TTenderListItem } from '@tt/contracts/tenders';
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok, setUpAppTest, showAllTableColumns } from '../../test/app-test';
import { bankInfo, providerInfo } from '../../test/fixtures';
import type { mockApi } from '../../test/mock-api';
import { tenderAbilities } from '../../test/abilities';

/** Test data and session set-up shared by the tenders feature's component tests. */

/** Lot 1 of the draft below: its site, as the tender's own fields repeat it. */
const firstLot: TLot = {
  id: 420,
  position: 1,
  branch_name: 'Відділення №12',
  address: 'м. Київ, вул. Хрещатик, 1',
  region_id: 1,
  bandwidth_mbps: 200,
  physics_id: 1,
  interface_id: null,
  protocol_id: 3,
  connection_date: '2026-12-15',
  budget_monthly: '12500.00',
  decision: null,
};

/** A lot of the tender below as the bank reads it, lot 1 unless told otherwise. */
export function lot(overrides: Partial<TLot> = {}): TLot {
  return { ...firstLot, ...overrides };
}

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
  lots: [firstLot],
  evaluation: { method: 'lowest_cost', weights: null },
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
  // Nor the lots' budgets and winners.
  const withoutWinner = ({ winner: _winner, ...decision }: NonNullable<TLot['decision']>) => decision;
  const lots = rest.lots.map(({ budget_monthly: _lotBudget, decision, ...site }) => ({
    ...site,
    decision: decision && withoutWinner(decision),
  }));
  return { ...rest, lots, offers_count: null, own_offer: ownOffer, abilities };
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
    lots_count: 1,
    lots_bandwidth_mbps: { min: tender.bandwidth_mbps, max: tender.bandwidth_mbps },
    lots_regions_count: 1,
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

/**
 * What the screen checks hold every screen to, as far as a component test can see it: each
 * control in `root` has a name, and headings go down one level at a time.
 */
export function expectAccessibleStructure(root: HTMLElement = document.body) {
  const scope = within(root);
  const unnamed = ['textbox', 'combobox', 'spinbutton', 'radio', 'checkbox', 'button', 'link'].flatMap((role) => {
    const named = new Set(scope.queryAllByRole(role, { name: /\S/ }));
    return scope.queryAllByRole(role).filter((el) => !named.has(el));
  });
  expect(unnamed.map((el) => el.outerHTML.slice(0, 160))).toEqual([]);
  const levels = screen.getAllByRole('heading').map((h) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)));
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} skips a level`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

export { bankInfo, ok, providerInfo, showAllTableColumns, tenderAbilities };
