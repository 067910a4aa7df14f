import { computeActions } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TAdminUser, TProviderDetails } from '@tt/contracts/admin';
import type { TAdminProviderListItem } from '@tt/contracts/providers';
import { bankInfo } from '../../test/fixtures';

/** Test data of the administration screens. */
export const adminInfo: TLoginInfo = {
  ...bankInfo,
  id: 1,
  email: 'admin@demo.ua',
  login: 'admin@demo.ua',
  roles: { admin: true },
  actions: computeActions('bank', ['admin']),
  first_name: 'Ірина',
  last_name: 'Бондар',
  full_name: 'Ірина Бондар',
};

export const providerRow = (over: Partial<TAdminProviderListItem> = {}): TAdminProviderListItem => ({
  id: 3,
  name: 'ФОП Гончаренко',
  brand: 'ГончаренкоНет',
  edr: '1759013776',
  ipn: '',
  website: '',
  is_pipeline: false,
  is_paper_less: true,
  is_blocked: false,
  is_verify: false,
  blocked_reason: null,
  users_count: 1,
  created_at: '2026-11-20T08:00:00.000Z',
  ...over,
});

export const adminUser = (over: Partial<TAdminUser> = {}): TAdminUser => ({
  id: 5,
  email: 'auditor@demo.ua',
  first_name: 'Олег',
  last_name: 'Савчук',
  role: 'bank',
  roles: ['auditor'],
  organization: null,
  is_active: true,
  has_password: true,
  last_sign_in_at: null,
  last_sign_in_on: null,
  created_at: '2026-11-01T08:00:00.000Z',
  ...over,
});

export const providerCard = (over: Partial<TProviderDetails> = {}): TProviderDetails => ({
  id: 1,
  name: 'ТОВ «Укрмережа Телеком»',
  brand: 'Укрмережа',
  edr: '32855961',
  ipn: '',
  website: 'ukrnet-telecom.example.ua',
  accounting_contacts: 'Бухгалтерія, +380441234567',
  technical_support_contacts: '',
  accounting_emails: 'buh@ukrnet-telecom.example.ua',
  technical_emails: 'noc@ukrnet-telecom.example.ua, support@ukrnet-telecom.example.ua',
  is_fop: false,
  is_pipeline: true,
  is_paper_less: false,
  is_blocked: false,
  is_verify: true,
  blocked_reason: null,
  verified_at: '2026-11-02T10:00:00.000Z',
  verified_by_name: 'Ірина Бондар',
  created_at: '2026-11-01T08:00:00.000Z',
  users: [
    adminUser({
      id: 11,
      email: 'provider1@demo.ua',
      first_name: 'Сергій',
      last_name: 'Ткаченко',
      role: 'provider',
      roles: [],
      organization: { id: 1, name: 'ТОВ «Укрмережа Телеком»' },
    }),
  ],
  offers: [
    {
      id: 70,
      tender: { id: 42, number: 'ТТ-2026-000042', title: 'Інтернет для відділення №12', status: 'awarded' },
      status: 'won',
      monthly_price: '12500.00',
      installation_price: '3000.00',
      submitted_at: '2026-11-10T09:00:00.000Z',
    },
    {
      id: 71,
      tender: { id: 43, number: 'ТТ-2026-000043', title: 'L2 VPN для Львова', status: 'awarded' },
      status: 'lost',
      monthly_price: '9900.00',
      installation_price: '0.00',
      submitted_at: '2026-11-11T09:00:00.000Z',
    },
  ],
  stats: { offers: 2, won: 1, lost: 1, win_rate: 0.5 },
  events: [
    {
      id: 2,
      action: 'blocked',
      reason: 'Прострочені документи',
      details: {},
      actor_name: 'Ірина Бондар',
      user_email: null,
      created_at: '2026-11-12T10:00:00.000Z',
    },
    {
      id: 1,
      action: 'roles_changed',
      reason: null,
      details: { from: ['auditor'], to: ['admin', 'auditor'] },
      actor_name: 'Ірина Бондар',
      user_email: 'provider1@demo.ua',
      created_at: '2026-11-02T10:00:00.000Z',
    },
  ],
  ...over,
});
