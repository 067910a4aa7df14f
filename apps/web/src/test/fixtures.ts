import { computeActions } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TOrganization } from '@tt/contracts/organization';

export const providerInfo: TLoginInfo = {
  id: 7,
  email: 'provider1@demo.ua',
  login: 'provider1@demo.ua',
  role: 'provider',
  roles: null,
  actions: computeActions('provider', []),
  first_name: 'Олена',
  last_name: 'Коваль',
  full_name: 'Олена Коваль',
  org_name: 'ТОВ «Київ-Оптик»',
};

export const bankInfo: TLoginInfo = {
  id: 1,
  email: 'manager@demo.ua',
  login: 'manager@demo.ua',
  role: 'bank',
  roles: { manager: true },
  actions: computeActions('bank', ['manager']),
  first_name: 'Андрій',
  last_name: 'Мельник',
  full_name: 'Андрій Мельник',
  org_name: null,
};

export const organization: TOrganization = {
  id: 3,
  name: 'ТОВ «Київ-Оптик»',
  brand: 'КиївОптик',
  edr: '32855961',
  ipn: '',
  website: 'https://optic.example.ua',
  accounting_contacts: 'Бухгалтерія +380441234567, Ірина',
  technical_support_contacts: '',
  accounting_emails: 'buh@optic.example.ua',
  technical_emails: 'noc@optic.example.ua, support@optic.example.ua',
  is_fop: false,
  is_pipeline: true,
  is_paper_less: false,
  is_blocked: false,
  is_verify: true,
};

export const regions = [
  { id: 1, name: 'Київ' },
  { id: 2, name: 'Львівська область' },
];

/** Channel dictionaries (GET /api/channels/{kind}). */
export const channels = {
  physics: [
    { id: 1, name: 'Оптоволокно' },
    { id: 2, name: 'Мідна пара' },
  ],
  interface: [{ id: 5, name: 'Ethernet 1 Гбіт/с' }],
  protocol: [{ id: 3, name: 'Доступ до Інтернету (IP)' }],
};
