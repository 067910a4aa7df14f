import { computeActions } from '@tt/contracts/permissions';
import type { TEmailDetails, TEmailSummary } from '@tt/contracts/emails';
import type { TLoginInfo } from '@tt/contracts/session';
import type { TTender } from '@tt/contracts/tenders';
import { tenderAbilities } from '../../test/abilities';
import { bankInfo } from '../../test/fixtures';

/** Test data of the letter archive. */
export const adminInfo: TLoginInfo = {
  ...bankInfo,
  email: 'admin@demo.ua',
  login: 'admin@demo.ua',
  roles: { admin: true },
  actions: computeActions('bank', ['admin']),
  first_name: 'Ірина',
  last_name: 'Бондар',
  full_name: 'Ірина Бондар',
};

export const auditorInfo: TLoginInfo = {
  ...bankInfo,
  id: 5,
  email: 'auditor@demo.ua',
  login: 'auditor@demo.ua',
  roles: { auditor: true },
  actions: computeActions('bank', ['auditor']),
  first_name: 'Олег',
  last_name: 'Савчук',
  full_name: 'Олег Савчук',
};

export const LETTER_ID = '0b7e3c52-4f7e-4d0a-9a53-2d1c2f0e6a11';
export const COPY_ID = '6f1d7a3e-90b2-4c55-8e1f-3a2b4c5d6e7f';

export const letterRow = (over: Partial<TEmailSummary> = {}): TEmailSummary => ({
  id: LETTER_ID,
  created_at: '2026-11-20T22:30:00.000Z',
  sent_at: null,
  to: ['noc@ukrnet-telecom.example.ua'],
  cc: ['it.kyiv@bank.example.ua'],
  subject: 'Телеком Тендер: новий тендер T-2026-0042',
  template: 'tender_published',
  tender: { id: 42, number: 'T-2026-0042', title: 'Інтернет для відділення №3' },
  status: 'failed',
  attempts: 3,
  last_error: '550 5.1.1 Адреси noc@ukrnet-telecom.example.ua не існує',
  next_attempt_at: null,
  resend_of: null,
  ...over,
});

export const letterDetails = (over: Partial<TEmailDetails> = {}): TEmailDetails => ({
  ...letterRow(),
  html: '<p>Опубліковано <b>новий тендер</b> T-2026-0042.</p>',
  text: 'Опубліковано новий тендер T-2026-0042.\nДедлайн: 27.11.2026 17:00 (за київським часом)',
  message_id: '<0b7e3c52@telecom-tender.example.ua>',
  smtp_response: null,
  requested_by_name: null,
  resends: [],
  ...over,
});

export const page = (items: TEmailSummary[], total = items.length, pageNo = 1) => ({
  items,
  total,
  page: pageNo,
  page_size: 20,
});

/** The tender letter's tender, as GET /api/tenders/42 answers the bank. */
export const tender: TTender = {
  id: 42,
  number: 'T-2026-0042',
  title: 'Інтернет для відділення №3',
  description: '<p>Основний канал.</p>',
  region_id: 1,
  branch_name: 'Відділення №3',
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
  status: 'published',
  status_reason: null,
  offers_count: 0,
  documents: [],
  lots: [
    {
      id: 420,
      position: 1,
      branch_name: 'Відділення №3',
      address: 'м. Київ, вул. Хрещатик, 1',
      region_id: 1,
      bandwidth_mbps: 200,
      physics_id: 1,
      interface_id: null,
      protocol_id: 3,
      connection_date: '2026-12-15',
      budget_monthly: '12500.00',
      decision: null,
    },
  ],
  evaluation: { method: 'lowest_cost', weights: null },
  published_at: '2026-11-20T08:00:00.000Z',
  created_at: '2026-11-19T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  version: 2,
  abilities: tenderAbilities('history'),
};
