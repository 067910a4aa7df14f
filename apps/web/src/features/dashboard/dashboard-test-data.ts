import type { TDashboard } from '@tt/contracts/statistics';
import { TENDER_STATUSES, type TTenderStatus } from '@tt/contracts/tenders';

/** Test data of the statistics: an answer of GET /api/admin/dashboard. */

const counts = (given: Partial<Record<TTenderStatus, number>>) =>
  Object.fromEntries(TENDER_STATUSES.map((s) => [s, given[s] ?? 0])) as Record<TTenderStatus, number>;

const provider = (id: number, name: string, participations: number, wins: number, win_rate: number) => ({
  organization_id: id,
  name,
  participations,
  wins,
  win_rate,
});

export function dashboardAnswer(overrides: Partial<TDashboard> = {}): TDashboard {
  return {
    from: '2026-09-01',
    to: '2026-11-25',
    totals: {
      tenders_published: 12_480,
      tenders_unsealed: 9,
      offers_received: 23,
      average_offers: 2.6,
      single_offer_share: 33.3,
      unsuccessful_share: 8.3,
      cancelled_share: 4.2,
      average_days_to_award: 11.5,
      savings: '12500.00',
      savings_percent: 7.5,
      savings_tenders: 4,
    },
    status_by_month: [
      { month: '2026-09', counts: counts({ awarded: 3, completed: 1, cancelled: 1 }) },
      { month: '2026-10', counts: counts({ evaluation: 2, awarded: 1, unsuccessful: 1 }) },
      { month: '2026-11', counts: counts({ published: 4 }) },
    ],
    offers_distribution: [
      { offers: 0, tenders: 1 },
      { offers: 1, tenders: 3 },
      { offers: 2, tenders: 2 },
      { offers: 3, tenders: 1 },
      { offers: 4, tenders: 0 },
      { offers: 5, tenders: 2 },
    ],
    price_per_mbps_by_region: [
      { region_id: 1, region_name: 'Київ', uah_per_mbps: '41.67', tenders: 3 },
      { region_id: 7, region_name: 'Івано-Франківська область', uah_per_mbps: '1250.50', tenders: 1 },
    ],
    price_per_mbps_by_physics: [
      { physics_id: 1, physics_name: 'Оптоволокно', uah_per_mbps: '38.20', tenders: 3 },
      { physics_id: null, physics_name: null, uah_per_mbps: '55.00', tenders: 1 },
    ],
    savings_by_month: [
      { month: '2026-09', savings: '9000.00', budget: '120000.00' },
      { month: '2026-10', savings: '3500.00', budget: '46800.00' },
      { month: '2026-11', savings: '0.00', budget: '0.00' },
    ],
    active_providers: [provider(11, 'ТОВ «Оптичні мережі»', 7, 3, 42.9), provider(12, 'ПрАТ «Київстар»', 5, 1, 20)],
    successful_providers: [provider(11, 'ТОВ «Оптичні мережі»', 7, 3, 42.9)],
    upcoming_deadlines: [
      {
        id: 42,
        number: 'T-2026-0042',
        title: 'Інтернет для відділення №3',
        region_name: 'Київ',
        // 22:30 UTC is 00:30 of the next day in Kyiv.
        offers_deadline: '2026-11-30T22:30:00.000Z',
        offers_count: 2,
      },
    ],
    upcoming_total: 3,
    ...overrides,
  };
}

/** The answer for a period without any tender. */
export function emptyDashboard(): TDashboard {
  return dashboardAnswer({
    totals: {
      tenders_published: 0,
      tenders_unsealed: 0,
      offers_received: 0,
      average_offers: null,
      single_offer_share: null,
      unsuccessful_share: null,
      cancelled_share: null,
      average_days_to_award: null,
      savings: '0.00',
      savings_percent: null,
      savings_tenders: 0,
    },
    status_by_month: [{ month: '2026-11', counts: counts({}) }],
    offers_distribution: [0, 1, 2, 3, 4, 5].map((offers) => ({ offers, tenders: 0 })),
    price_per_mbps_by_region: [],
    price_per_mbps_by_physics: [],
    savings_by_month: [{ month: '2026-11', savings: '0.00', budget: '0.00' }],
    active_providers: [],
    successful_providers: [],
    upcoming_deadlines: [],
    upcoming_total: 0,
  });
}
