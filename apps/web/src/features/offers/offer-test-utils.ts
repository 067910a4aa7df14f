import type { z } from 'zod';
import { screen, within } from '@testing-library/react';
import type { TLot } from '@tt/contracts/lots';
import type { TLotProposal, TOffer, TProposalComparison, ZComparedOffer } from '@tt/contracts/offers';
import type { TTender } from '@tt/contracts/tenders';
import { offerAbilities, tenderAbilities } from '../../test/abilities';
import { bankInfo, organization, providerInfo } from '../../test/fixtures';
import type { mockApi } from '../../test/mock-api';

/** Test data shared by the offers feature's component tests (the set-up is src/test/app-test.ts). */

/** 15:00 UTC is 17:00 in Kyiv; far enough ahead that the tender is still taking offers. */
export const FUTURE_DEADLINE = '2099-12-01T15:00:00.000Z';
export const PAST_DEADLINE = '2026-01-10T15:00:00.000Z';

type TComparedOffer = z.infer<typeof ZComparedOffer>;

/** The id of the one lot of the single-site tender below. */
export const LOT_ID = 501;

/** A tender's site as its lot: what the server answers for a single-site tender. */
export function lotOf(site: Omit<TTender, 'lots'>, overrides: Partial<TLot> = {}): TLot {
  return {
    id: LOT_ID,
    position: 1,
    branch_name: site.branch_name,
    address: site.address,
    region_id: site.region_id,
    bandwidth_mbps: site.bandwidth_mbps,
    physics_id: site.physics_id,
    interface_id: site.interface_id,
    protocol_id: site.protocol_id,
    connection_date: site.connection_date,
    budget_monthly: site.budget_monthly,
    decision: null,
    ...overrides,
  };
}

const site = {
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
  evaluation: { method: 'lowest_cost', weights: null },
  abilities: tenderAbilities('ask', 'offer'),
} satisfies Omit<TTender, 'lots'>;

/** A tender taking offers, as a verified provider without an offer reads it. */
export const tender: TTender = { ...site, lots: [lotOf(site)] };

const evaluationSite = {
  ...site,
  offers_deadline: PAST_DEADLINE,
  connection_date: '2026-02-20',
  status: 'evaluation',
  offers_count: 2,
  own_offer: undefined,
  budget_monthly: '15000.00',
  abilities: tenderAbilities('award', 'unsuccessful', 'cancel', 'offers', 'history'),
} satisfies Omit<TTender, 'lots'>;

/** The same tender as the procurement manager reads it after the deadline. */
export const evaluationTender: TTender = { ...evaluationSite, lots: [lotOf(evaluationSite)] };

export const offerDocument = {
  id: 900,
  file_name: 'Технічні умови.pdf',
  content_type: 'application/pdf',
  size_bytes: 245_000,
  sha256: 'a'.repeat(64),
  uploaded_by: { id: 7, full_name: 'Олена Коваль' },
  created_at: '2026-11-21T09:30:00.000Z',
};

const LOT_FIGURES = [
  'monthly_price',
  'installation_price',
  'bandwidth_mbps',
  'physics_id',
  'interface_id',
  'protocol_id',
  'connection_days',
] as const;

/** An offer's figures as its one lot (the server keeps the two in step for a single-site tender). */
function figuresOf(offer: Omit<TOffer, 'lots'>, lotId = LOT_ID): TOffer['lots'][number] {
  return { lot_id: lotId, ...Object.fromEntries(LOT_FIGURES.map((f) => [f, offer[f]])) } as TOffer['lots'][number];
}

/** An offer; unless told otherwise a draft as its provider reads it before the deadline. */
export function makeOffer(overrides: Partial<TOffer> = {}): TOffer {
  const offer = {
    id: 77,
    tender_id: tender.id,
    status: 'draft' as const,
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
  return { ...offer, lots: overrides.lots ?? [figuresOf(offer)] };
}

/** A submitted offer as the bank's comparison reads it, without a technical score. */
export function makeComparedOffer(overrides: Partial<TComparedOffer> = {}): TComparedOffer {
  return {
    // As the bank reads it: the bank never changes an offer.
    ...makeOffer({
      status: 'submitted',
      submitted_at: '2026-01-09T10:15:00.000Z',
      abilities: offerAbilities(),
      ...overrides,
    }),
    technical_score: null,
    technical_note: null,
    ...overrides,
  };
}

const ALL_MET: TLotProposal['matches'] = {
  bandwidth: true,
  physics: true,
  interface: true,
  protocol: true,
  contract_months: true,
  connection_date: true,
};

/** How `offer` fares on its lot `lotId`: its figures there, compliant and first unless told otherwise. */
export function makeLotProposal(
  offer: TOffer,
  overrides: Partial<TLotProposal> = {},
  lotId: number = offer.lots[0]!.lot_id,
): TLotProposal {
  const { lot_id: _lot, ...figures } = offer.lots.find((l) => l.lot_id === lotId)!;
  return {
    offer_id: offer.id,
    ...figures,
    total_cost: '303012.00',
    uah_per_mbps_month: '41.67',
    matches: ALL_MET,
    compliant: true,
    unmet_requirements: [],
    rank: 1,
    score: null,
    points: null,
    ...overrides,
  };
}

const kyivOptic = makeComparedOffer();
const linkService = makeComparedOffer({
  id: 79,
  organization: { id: 5, name: 'ТОВ «Лінк Сервіс»' },
  monthly_price: '13000.00',
  installation_price: '1000.00',
  bandwidth_mbps: 200,
  connection_days: 10,
  documents: [],
  comment: '',
});
const merezhaPlus = makeComparedOffer({
  id: 78,
  organization: { id: 4, name: 'ПрАТ «Мережа Плюс»' },
  monthly_price: '14000.00',
  installation_price: '0.00',
  bandwidth_mbps: 200,
  physics_id: 2,
  connection_days: 7,
  sla_availability: '99.950',
  documents: [],
  comment: '',
});

/**
 * Three offers on the single-site tender, cheapest first, as the server compares them:
 * Київ-Оптик is the cheapest; Лінк Сервіс is dearer, cheaper to install and faster to connect;
 * Мережа Плюс has the wrong medium, so it is out of ranking and its lowest installation price,
 * fastest connection and best SLA are not marked best.
 */
export const comparison: TProposalComparison = {
  evaluation: { method: 'lowest_cost', weights: null },
  offers: [kyivOptic, linkService, merezhaPlus],
  lots: [
    {
      lot_id: LOT_ID,
      position: 1,
      items: [
        makeLotProposal(kyivOptic),
        makeLotProposal(linkService, { total_cost: '313000.00', uah_per_mbps_month: '65.00', rank: 2 }),
        makeLotProposal(merezhaPlus, {
          total_cost: '336000.00',
          uah_per_mbps_month: '70.00',
          matches: { ...ALL_MET, physics: false },
          compliant: false,
          unmet_requirements: ['physics'],
          rank: null,
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
      technical_missing: [],
    },
  ],
};

/** The single-site comparison with the one lot's items (and what else) replaced. */
export function withLotItems(
  base: TProposalComparison,
  items: TLotProposal[],
  lot: Partial<TProposalComparison['lots'][number]> = {},
): TProposalComparison {
  return { ...base, lots: [{ ...base.lots[0]!, items, ...lot }] };
}

/** A regional tender of three sites, judged by weighted criteria, taking offers. */
const multiSite = {
  ...site,
  id: 43,
  number: 'ТТ-2026-000043',
  title: 'Канали зв’язку для відділень регіону',
  evaluation: { method: 'weighted', weights: { cost: 60, sla: 20, connection: 10, technical: 10 } },
} satisfies Omit<TTender, 'lots'>;

export const multiLots: TLot[] = [
  lotOf(multiSite, { id: 601 }),
  lotOf(multiSite, {
    id: 602,
    position: 2,
    branch_name: 'Відділення №7',
    address: 'м. Львів, пл. Ринок, 5',
    region_id: 2,
    bandwidth_mbps: 100,
    physics_id: null,
    interface_id: 5,
    protocol_id: 3,
    connection_date: '2099-12-25',
  }),
  lotOf(multiSite, {
    id: 603,
    position: 3,
    branch_name: 'Відділення №3',
    address: 'м. Київ, просп. Перемоги, 10',
    bandwidth_mbps: 50,
    physics_id: 2,
    interface_id: null,
    protocol_id: null,
    connection_date: '2099-12-31',
  }),
];

export const multiLotTender: TTender = { ...multiSite, lots: multiLots };

/** The same tender in evaluation, as the procurement manager reads it. */
export const multiLotEvaluationTender: TTender = {
  ...multiLotTender,
  offers_deadline: PAST_DEADLINE,
  status: 'evaluation',
  offers_count: 2,
  own_offer: undefined,
  abilities: tenderAbilities('award', 'unsuccessful', 'cancel', 'offers', 'history'),
  lots: multiLots.map((lot) => ({ ...lot, connection_date: '2026-02-20', budget_monthly: '8000.00' })),
};

/** Київ-Оптик on lots 1 and 2 of the regional tender; Лінк Сервіс on lots 2 and 3. */
export const multiKyiv = makeComparedOffer({
  tender_id: 43,
  monthly_price: '15000.00',
  installation_price: '3000.00',
  connection_days: 14,
  lots: [
    { ...figuresOf(kyivOptic, 601), monthly_price: '10000.00', installation_price: '2000.00' },
    {
      lot_id: 602,
      monthly_price: '5000.00',
      installation_price: '1000.00',
      bandwidth_mbps: 100,
      physics_id: 2,
      interface_id: 5,
      protocol_id: 3,
      connection_days: 10,
    },
  ],
});
export const multiLink = makeComparedOffer({
  id: 79,
  tender_id: 43,
  organization: { id: 5, name: 'ТОВ «Лінк Сервіс»' },
  monthly_price: '7000.00',
  installation_price: '500.00',
  sla_availability: '99.950',
  documents: [],
  comment: '',
  lots: [
    {
      lot_id: 602,
      monthly_price: '4500.00',
      installation_price: '500.00',
      bandwidth_mbps: 100,
      physics_id: 1,
      interface_id: 5,
      protocol_id: 3,
      connection_days: 7,
    },
    {
      lot_id: 603,
      monthly_price: '2500.00',
      installation_price: '0.00',
      bandwidth_mbps: 50,
      physics_id: 2,
      interface_id: 5,
      protocol_id: 3,
      connection_days: 5,
    },
  ],
});

/** One criterion's points, with the formula the server writes. */
const point = (
  criterion: 'cost' | 'sla' | 'connection' | 'technical',
  weight: number,
  points: string,
  formula: string,
) => ({
  criterion,
  weight,
  best: null,
  value: null,
  points,
  formula,
});

const NO_BEST = {
  monthly_price: [],
  installation_price: [],
  total_cost: [],
  uah_per_mbps_month: [],
  bandwidth_mbps: [],
  connection_days: [],
  sla_availability: [],
};

/**
 * The regional tender compared. Київ-Оптик has a technical score, Лінк Сервіс not yet: lot 1
 * has Київ-Оптик only; on lot 2 Київ-Оптик ranks first and Лінк Сервіс second; lot 3 has
 * Лінк Сервіс only. Lots 2 and 3 wait for Лінк Сервіс's technical score.
 */
export const multiComparison: TProposalComparison = {
  evaluation: multiSite.evaluation,
  offers: [
    { ...multiKyiv, technical_score: 90, technical_note: 'Власна оптична мережа з резервною трасою' },
    multiLink,
  ],
  lots: [
    {
      lot_id: 601,
      position: 1,
      items: [
        makeLotProposal(multiKyiv, { total_cost: '242000.00', uah_per_mbps_month: '33.33', score: '99.00' }, 601),
      ],
      best: NO_BEST,
      technical_missing: [],
    },
    {
      lot_id: 602,
      position: 2,
      items: [
        makeLotProposal(
          multiKyiv,
          {
            total_cost: '121000.00',
            uah_per_mbps_month: '50.00',
            score: '87.80',
            points: [
              point('cost', 60, '53.80', '60 × 108 500,00 / 121 000,00 = 53,80'),
              point('sla', 20, '19.99', '20 × 99,900 / 99,950 = 19,99'),
              point('connection', 10, '5.01', '10 × 7 / 14 = 5,00'),
              point('technical', 10, '9.00', '10 × 90 / 100 = 9,00'),
            ],
          },
          602,
        ),
        makeLotProposal(
          multiLink,
          {
            total_cost: '108500.00',
            uah_per_mbps_month: '45.00',
            rank: 2,
            score: '80.00',
            points: [
              point('cost', 60, '60.00', '60 × 108 500,00 / 108 500,00 = 60,00'),
              point('sla', 20, '20.00', '20 × 99,950 / 99,950 = 20,00'),
              point('connection', 10, '10.00', '10 × 7 / 7 = 10,00'),
              point('technical', 10, '0.00', '10 × 0 / 100 = 0,00'),
            ],
          },
          602,
        ),
      ],
      best: { ...NO_BEST, total_cost: [79], monthly_price: [79] },
      technical_missing: [79],
    },
    {
      lot_id: 603,
      position: 3,
      items: [makeLotProposal(multiLink, { total_cost: '60000.00', uah_per_mbps_month: '50.00', score: '90.00' }, 603)],
      best: NO_BEST,
      technical_missing: [79],
    },
  ],
};

/** The JSON body of the first call made with `method` to `url`. */
export function bodyOf(api: ReturnType<typeof mockApi>, method: string, url: string): Record<string, unknown> {
  const call = api.calls.find((c) => c.method === method && c.url === url);
  if (!call) throw new Error(`No ${method.toUpperCase()} ${url}; made: ${api.called().join(', ')}`);
  return JSON.parse(call.data as string) as Record<string, unknown>;
}

/** The cells of the comparison's row whose header reads `label`, one per offer column. */
export function rowCells(label: RegExp) {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!).getAllByRole('cell');
}

export { bankInfo, offerAbilities, organization, providerInfo, tenderAbilities };
