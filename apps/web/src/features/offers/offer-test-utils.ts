import type { TOffer, TProposal, TProposalComparison } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { offerAbilities, tenderAbilities } from '../../test/abilities';
import { bankInfo, organization, providerInfo } from '../../test/fixtures';
import type { mockApi } from '../../test/mock-api';

/** Test data shared by the offers feature's component tests (the set-up is src/test/app-test.ts). */

/** 15:00 UTC is 17:00 in Kyiv; far enough ahead that the tender is still taking offers. */
export const FUTURE_DEADLINE = '2099-12-01T15:00:00.000Z';
export const PAST_DEADLINE = '2026-01-10T15:00:00.000Z';

/** A tender taking offers, as a verified provider without an offer reads it. */
export const tender: TTender = {
  id: 42,
  number: 'ТТ-2026-000042',
  title: 'Доступ до Інтернету для відділення №12',
  description: '<p>Потрібен резервний канал.</p>',
  region_id: 1,
  branch_name: 'Відділення №12',
  address: 'м. Київ, вул. Хрещатик, 1',
  bandwidth_mbps: 200,
  physics_id: 1,
  interface_id: null,
  protocol_id: 3,
  connection_date: '2099-12-20',
  contract_months: 24,
  offers_deadline: FUTURE_DEADLINE,
  min_offers: 1,
  status: 'published',
  status_reason: null,
  offers_count: null,
  documents: [],
  own_offer: null,
  published_at: '2026-11-20T08:00:00.000Z',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  version: 4,
  abilities: tenderAbilities('ask', 'offer'),
};

/** The same tender as the procurement manager reads it after the deadline. */
export const evaluationTender: TTender = {
  ...tender,
  offers_deadline: PAST_DEADLINE,
  connection_date: '2026-02-20',
  status: 'evaluation',
  offers_count: 2,
  own_offer: undefined,
  budget_monthly: '15000.00',
  abilities: tenderAbilities('award', 'unsuccessful', 'cancel', 'offers', 'history'),
};

export const offerDocument = {
  id: 900,
  file_name: 'Технічні умови.pdf',
  content_type: 'application/pdf',
  size_bytes: 245_000,
  sha256: 'a'.repeat(64),
  uploaded_by: { id: 7, full_name: 'Олена Коваль' },
  created_at: '2026-11-21T09:30:00.000Z',
};

/** An offer; unless told otherwise a draft as its provider reads it before the deadline. */
export function makeOffer(overrides: Partial<TOffer> = {}): TOffer {
  return {
    id: 77,
    tender_id: tender.id,
    status: 'draft',
    organization: { id: 3, name: 'ТОВ «Київ-Оптик»' },
    monthly_price: '12500.50',
    installation_price: '3000.00',
    vat_included: true,
    bandwidth_mbps: 300,
    physics_id: 1,
    interface_id: 5,
    protocol_id: 3,
    connection_days: 14,
    contract_months: 24,
    sla_availability: '99.900',
    comment: 'Резервування через друге кільце.',
    submitted_at: null,
    documents: [offerDocument],
    created_at: '2026-11-21T08:00:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
    version: 3,
    abilities: offerAbilities('edit', 'submit', 'documents'),
    ...overrides,
  };
}

export function makeProposal(overrides: Partial<TProposal> = {}): TProposal {
  return {
    // As the bank reads it: the bank never changes an offer.
    ...makeOffer({ status: 'submitted', submitted_at: '2026-01-09T10:15:00.000Z', abilities: offerAbilities() }),
    total_cost: '303012.00',
    uah_per_mbps_month: '41.67',
    matches: {
      bandwidth: true,
      physics: true,
      interface: true,
      protocol: true,
      contract_months: true,
      connection_date: true,
    },
    compliant: true,
    unmet_requirements: [],
    ...overrides,
  };
}

/**
 * Three offers, cheapest first, as the server compares them: Київ-Оптик is the cheapest;
 * Лінк Сервіс is dearer, cheaper to install and faster to connect; Мережа Плюс has the wrong
 * medium, so its lowest installation price, fastest connection and best SLA are not marked best.
 */
export const comparison: TProposalComparison = {
  items: [
    makeProposal(),
    makeProposal({
      id: 79,
      organization: { id: 5, name: 'ТОВ «Лінк Сервіс»' },
      monthly_price: '13000.00',
      installation_price: '1000.00',
      bandwidth_mbps: 200,
      connection_days: 10,
      total_cost: '313000.00',
      uah_per_mbps_month: '65.00',
      documents: [],
      comment: '',
    }),
    makeProposal({
      id: 78,
      organization: { id: 4, name: 'ПрАТ «Мережа Плюс»' },
      monthly_price: '14000.00',
      installation_price: '0.00',
      bandwidth_mbps: 200,
      physics_id: 2,
      connection_days: 7,
      sla_availability: '99.950',
      total_cost: '336000.00',
      uah_per_mbps_month: '70.00',
      documents: [],
      comment: '',
      matches: {
        bandwidth: true,
        physics: false,
        interface: true,
        protocol: true,
        contract_months: true,
        connection_date: true,
      },
      compliant: false,
      unmet_requirements: ['physics'],
    }),
  ],
  best: {
    monthly_price: [77],
    installation_price: [79],
    total_cost: [77],
    uah_per_mbps_month: [77],
    bandwidth_mbps: [77],
    connection_days: [79],
    sla_availability: [], // 99,9 % both
  },
};

/** The JSON body of the first call made with `method` to `url`. */
export function bodyOf(api: ReturnType<typeof mockApi>, method: string, url: string): Record<string, unknown> {
  const call = api.calls.find((c) => c.method === method && c.url === url);
  if (!call) throw new Error(`No ${method.toUpperCase()} ${url}; made: ${api.called().join(', ')}`);
  return JSON.parse(call.data as string) as Record<string, unknown>;
}

export { bankInfo, offerAbilities, organization, providerInfo, tenderAbilities };
