import { describe, expect, it } from 'vitest';
import { LOWEST_COST } from '@tt/contracts/evaluation';
import { addDays, compareLot, type LotOffer, type TenderRequirements } from './proposal-comparison.ts';

const FIBER = 1;
const RADIO = 3;
const MOBILE = 4;
const GE = 11;
const FE = 12;
const IP = 21;

// Deadline 17:00 Kyiv on 1 December; the bank wants the channel by 20 December.
const tender: TenderRequirements = {
  bandwidthMbps: 100,
  physicsId: FIBER,
  interfaceId: GE,
  protocolId: IP,
  contractMonths: 12,
  connectionDate: '2026-12-20',
  offersDeadline: new Date('2026-12-01T15:00:00Z'),
};

let nextId = 1;
function offer(overrides: Partial<LotOffer> = {}): LotOffer {
  return {
    id: nextId++,
    monthly_price: '4200.00',
    installation_price: '1500.00',
    bandwidth_mbps: 100,
    physics_id: FIBER,
    interface_id: GE,
    protocol_id: IP,
    connection_days: 14,
    contract_months: 12,
    sla_availability: '99.500',
    technical_score: null,
    ...overrides,
  };
}

const compareOffers = (requirements: TenderRequirements, offers: LotOffer[]) =>
  compareLot(requirements, LOWEST_COST, offers);

describe('addDays', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('compareOffers', () => {
  it('computes figures, match marks and compliance, the ranked offers first', () => {
    const a = offer({ monthly_price: '4200.00', installation_price: '1500.00' });
    const b = offer({
      monthly_price: '3900.00',
      installation_price: '0.00',
      bandwidth_mbps: 50,
      physics_id: RADIO,
      interface_id: null,
      contract_months: 24,
      connection_days: 30,
    });
    const { items } = compareOffers(tender, [b, a]);
    // The cheaper offer misses requirements: out of ranking, after the ranked one.
    expect(items.map((i) => [i.offer_id, i.rank])).toEqual([
      [a.id, 1],
      [b.id, null],
    ]);
    expect(items[0]).toMatchObject({
      total_cost: '51900.00',
      uah_per_mbps_month: '42.00',
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
    });
    // The tender's term prices every offer, whatever term the offer names.
    expect(items[1]).toMatchObject({
      total_cost: '46800.00',
      uah_per_mbps_month: '78.00',
      matches: {
        bandwidth: false,
        physics: false,
        interface: false,
        protocol: true,
        contract_months: false,
        connection_date: false,
      },
      compliant: false,
      // The comparison's order: bandwidth, channel, connection, term.
      unmet_requirements: ['bandwidth', 'physics', 'interface', 'connection_date', 'contract_months'],
    });
  });

  it('counts a stated value as meeting an "any" requirement, and no stated value against it', () => {
    const open = { ...tender, physicsId: null, interfaceId: null, protocolId: null };
    const [item] = compareOffers(open, [offer({ physics_id: RADIO, interface_id: null })]).items;
    expect(item!.matches).toMatchObject({ physics: true, interface: null, protocol: true });
    expect(item).toMatchObject({ compliant: true, unmet_requirements: [] });
  });

  it('never counts a missing value as meeting a named requirement', () => {
    const [item] = compareOffers(tender, [offer({ interface_id: null })]).items;
    expect(item).toMatchObject({ matches: { interface: false }, compliant: false, unmet_requirements: ['interface'] });
  });

  it('counts the connection from the deadline date in Kyiv, the last day included', () => {
    // 23:30 UTC on 30 November is already 1 December in Kyiv.
    const late = { ...tender, offersDeadline: new Date('2026-11-30T23:30:00Z') };
    const items = compareOffers(late, [offer({ connection_days: 19 }), offer({ connection_days: 20 })]).items;
    expect(items.map((i) => i.matches.connection_date)).toEqual([true, false]);
  });

  it('lists the best value of each figure, several ids on a tie', () => {
    const a = offer({ monthly_price: '4000.00', installation_price: '2000.00', sla_availability: '99.900' });
    const b = offer({ monthly_price: '4000.00', installation_price: '1000.00', connection_days: 7 });
    const c = offer({
      monthly_price: '8000.00',
      installation_price: '1000.00',
      bandwidth_mbps: 200,
      connection_days: 7,
      sla_availability: '99.900',
    });
    const { best } = compareOffers(tender, [a, b, c]);
    expect(best).toEqual({
      monthly_price: [a.id, b.id],
      installation_price: [b.id, c.id],
      total_cost: [b.id],
      uah_per_mbps_month: [], // 40.00 each: nothing to tell
      bandwidth_mbps: [c.id],
      connection_days: [b.id, c.id],
      sla_availability: [a.id, c.id],
    });
  });

  it('chooses best values among compliant offers only', () => {
    // The demo's evaluation tender in Кропивницький: any medium, GE and IP required, 100 Мбіт/с.
    const kropyvnytskyi = { ...tender, physicsId: null };
    const fiber = offer({ monthly_price: '2900.00', installation_price: '1000.00', connection_days: 10 });
    const lte = offer({
      monthly_price: '2400.00',
      installation_price: '600.00',
      physics_id: MOBILE,
      interface_id: FE,
      connection_days: 3,
      sla_availability: '98.500',
    });
    const slower = offer({
      monthly_price: '2900.00',
      installation_price: '1000.00',
      connection_days: 14,
      sla_availability: '99.700',
    });
    const { items, best } = compareOffers(kropyvnytskyi, [fiber, lte, slower]);
    // Out of ranking, after the ranked ones, and its figures are there to read.
    expect(items[2]).toMatchObject({
      offer_id: lte.id,
      rank: null,
      compliant: false,
      unmet_requirements: ['interface'],
    });
    expect(items.slice(0, 2).map((i) => i.compliant)).toEqual([true, true]);
    expect(best).toEqual({
      monthly_price: [], // the two compliant offers tie: nothing to tell
      installation_price: [],
      total_cost: [],
      uah_per_mbps_month: [],
      bandwidth_mbps: [],
      connection_days: [fiber.id],
      sla_availability: [slower.id],
    });
    for (const ids of Object.values(best)) expect(ids).not.toContain(lte.id);
  });

  it('marks nothing best when no offer is compliant, or only one is', () => {
    const wrong = () => offer({ physics_id: RADIO, monthly_price: String(3000 + nextId) + '.00' });
    const none = compareOffers(tender, [wrong(), wrong()]);
    expect(none.items.map((i) => i.compliant)).toEqual([false, false]);
    expect(Object.values(none.best).flat()).toEqual([]);
    const one = compareOffers(tender, [wrong(), offer({ sla_availability: '99.999' })]);
    expect(Object.values(one.best).flat()).toEqual([]);
  });

  it('marks nothing best when every compliant offer holds the same value', () => {
    const { best } = compareOffers(tender, [offer({ connection_days: 7 }), offer({ connection_days: 7 })]);
    expect(best.connection_days).toEqual([]);
    expect(best.monthly_price).toEqual([]);
  });

  it('answers empty lists without offers', () => {
    expect(compareOffers(tender, [])).toEqual({
      items: [],
      best: {
        monthly_price: [],
        installation_price: [],
        total_cost: [],
        uah_per_mbps_month: [],
        bandwidth_mbps: [],
        connection_days: [],
        sla_availability: [],
      },
      technical_missing: [],
    });
  });
});

describe('compareLot with a weighted evaluation', () => {
  const weighted = { method: 'weighted', weights: { cost: 60, sla: 25, connection: 15, technical: 0 } } as const;

  it('ranks by the score, shows each criterion’s points with its formula, and ranks only compliant offers', () => {
    const cheap = offer({
      monthly_price: '1000.00',
      installation_price: '0.00',
      sla_availability: '99.500',
      connection_days: 15,
    });
    const reliable = offer({
      monthly_price: '1200.00',
      installation_price: '0.00',
      sla_availability: '99.900',
      connection_days: 10,
    });
    const offside = offer({ monthly_price: '500.00', installation_price: '0.00', interface_id: FE });
    const { items, technical_missing } = compareLot(tender, weighted, [offside, cheap, reliable]);
    expect(technical_missing).toEqual([]);
    // cheap: 60 + 25 × 0.1/0.5 = 5 + 15 × 10/15 = 10 → 75.00; reliable: 60 × 1000/1200 = 50 + 25 + 15 → 90.00.
    expect(items.map((i) => [i.offer_id, i.rank, i.score])).toEqual([
      [reliable.id, 1, '90.00'],
      [cheap.id, 2, '75.00'],
      [offside.id, null, null],
    ]);
    expect(items[1]!.points!.map((p) => [p.criterion, p.points, p.formula])).toEqual([
      ['cost', '60.00', '60 × 12\u00a0000,00 / 12\u00a0000,00 = 60,00'],
      ['sla', '5.00', '25 × (100 − 99,900) / (100 − 99,500) = 5,00'],
      ['connection', '10.00', '15 × 10 / 15 = 10,00'],
    ]);
  });

  it('names the ranked offers still without a technical score when the evaluation counts one', () => {
    const withTechnical = {
      method: 'weighted',
      weights: { cost: 50, sla: 20, connection: 10, technical: 20 },
    } as const;
    const scored = offer({ technical_score: 80 });
    const unscored = offer();
    const offside = offer({ interface_id: FE });
    expect(compareLot(tender, withTechnical, [scored, unscored, offside]).technical_missing).toEqual([unscored.id]);
  });
});
