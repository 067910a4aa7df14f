import { vi } from 'vitest';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TTender, TTenderListItem } from '@tt/contracts/tenders';
import { setAuthorizedCookie, removeAuthorizedCookie } from '../../lib/cookies';
import { resetSession } from '../../lib/session';
import { resetToasts } from '../../lib/toasts';
import { bankInfo, organization, providerInfo, regions } from '../../test/fixtures';
import { mockApi, type MockReply } from '../../test/mock-api';

/** Test data and session set-up shared by the tenders feature's component tests. */

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
};

/** An instant `days` from now (negative: in the past), so tests do not age with the calendar. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

/** The tender taking offers: published, the deadline three days ahead. */
export function openTender(overrides: Partial<TTender> = {}): TTender {
  return {
    ...tender,
    status: 'published',
    published_at: inDays(-2),
    offers_deadline: inDays(3),
    ...overrides,
  };
}

/** The same tender as a provider reads it: no budget, no offers count, its own offer (or none). */
export function asProviderSees(bankView: TTender, ownOffer: TTender['own_offer'] = null): TTender {
  const { budget_monthly: _budget, ...rest } = bankView;
  return { ...rest, offers_count: null, own_offer: ownOffer };
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

export const channels = {
  physics: [
    { id: 1, name: 'Оптоволокно' },
    { id: 2, name: 'Мідна пара' },
  ],
  interface: [{ id: 5, name: 'Ethernet 1 Гбіт/с' }],
  protocol: [{ id: 3, name: 'Доступ до Інтернету (IP)' }],
};

type Routes = Parameters<typeof mockApi>[0];

/** A signed-in session (bank manager unless told otherwise) with dictionaries, plus `routes`. */
export function signInWith(info: TLoginInfo = bankInfo, routes: Routes = {}) {
  setAuthorizedCookie();
  resetSession();
  return mockApi({
    'GET /account/info/login': { status: 200, data: info },
    'GET /account/info/regions': { status: 200, data: regions },
    'GET /account/info/organization': { status: 200, data: organization },
    'GET /channels/physics': { status: 200, data: channels.physics },
    'GET /channels/interface': { status: 200, data: channels.interface },
    'GET /channels/protocol': { status: 200, data: channels.protocol },
    [`GET /tenders/${tender.id}/questions`]: { status: 200, data: [] },
    ...routes,
  });
}

export function signOutAll() {
  removeAuthorizedCookie();
  resetSession();
  resetToasts();
}

export const ok = (data: unknown): MockReply => ({ status: 200, data });

export { bankInfo, providerInfo };

/**
 * mantine-datatable shows a column while `matchMedia(column.visibleMediaQuery ?? '')` matches;
 * the shared jsdom stub matches nothing, which would hide every column. Call in beforeEach
 * (vi.restoreAllMocks puts the stub back).
 */
export function showAllTableColumns() {
  // The table scrolls its viewport back to the top on a new page; jsdom has no element scrolling.
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.trim() === '',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

// Mantine's autosize Textarea listens to `document.fonts`, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
