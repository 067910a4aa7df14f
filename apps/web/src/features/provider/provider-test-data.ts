import type { TProviderHistoryItem, TProviderSummary } from '@tt/contracts/provider-account';
import type { TUser } from '@tt/contracts/users';
import { organization } from '../../test/fixtures';

export const summary = (patch: Partial<TProviderSummary> = {}): TProviderSummary => ({
  organization,
  verification: { state: 'verified', verified_at: '2026-10-01T09:00:00Z', blocked_reason: null },
  stats: { tenders_participated: 5, offers_submitted: 4, offers_won: 1, offers_lost: 2, win_rate: 1 / 3 },
  events: [
    {
      id: 2,
      action: 'user_invited',
      reason: null,
      details: {},
      actor_name: 'Олена Коваль',
      user_email: 'new@optic.example.ua',
      created_at: '2026-11-20T10:00:00Z',
    },
    {
      id: 1,
      action: 'verified',
      reason: null,
      details: {},
      actor_name: null,
      user_email: null,
      created_at: '2026-10-01T09:00:00Z',
    },
  ],
  ...patch,
});

export const users: TUser[] = [
  {
    id: 7,
    email: 'provider1@demo.ua',
    first_name: 'Олена',
    last_name: 'Коваль',
    phones: [],
    notification: true,
    role: 'provider',
    state: 'active',
  },
  {
    id: 9,
    email: 'new@optic.example.ua',
    first_name: 'Ірина',
    last_name: 'Бондар',
    phones: [],
    notification: true,
    role: 'provider',
    state: 'invited',
  },
];

export const historyItem = (patch: Partial<TProviderHistoryItem> = {}): TProviderHistoryItem => ({
  tender: {
    id: 42,
    number: 'ТТ-2026-000042',
    title: 'Канал для відділення у Львові',
    region_id: 2,
    region_name: 'Львівська область',
    offers_deadline: '2026-11-20T15:00:00Z',
    status: 'awarded',
    lots_count: 1,
  },
  offer: {
    id: 501,
    status: 'won',
    monthly_price: '12500.00',
    submitted_at: '2026-11-18T10:00:00Z',
    lots_covered: 1,
    lots_won: 1,
  },
  lot: {
    id: 4201,
    position: 1,
    branch_name: 'Відділення №3',
    region_id: 2,
    region_name: 'Львівська область',
    monthly_price: '12500.00',
    installation_price: '3000.00',
    connection_days: 14,
  },
  outcome: 'won',
  ...patch,
});
