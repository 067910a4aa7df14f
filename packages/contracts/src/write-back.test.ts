import { describe, expect, it } from 'vitest';
import type { TLotWrite } from './lots.ts';
import { offerFigureDisagreements } from './offers.ts';
import { ZTenderWrite, type TTenderWrite } from './tenders.ts';

const lot = (n: number, over: Partial<TLotWrite> = {}): TLotWrite => ({
  branch_name: `Відділення №${n}`,
  address: `вул. Січових Стрільців, ${n}`,
  region_id: 14,
  bandwidth_mbps: 100 * n,
  physics_id: 1,
  interface_id: 2,
  protocol_id: null,
  connection_date: '2026-12-01',
  budget_monthly: `${1000 * n}.00`,
  ...over,
});

const tender = (over: Partial<TTenderWrite> = {}): TTenderWrite => ({
  title: 'Канали для відділень у Львові',
  contract_months: 12,
  offers_deadline: '2026-11-20T15:00:00.000Z',
  lots: [lot(1), lot(2)],
  ...over,
});

const fields = (input: unknown) => {
  const parsed = ZTenderWrite.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('top-level site fields beside lots', () => {
  it('are taken as a read gives them, compared after parsing: numbers as text, money as a number, nulls', () => {
    const parsed = ZTenderWrite.parse(
      tender({
        branch_name: 'Відділення №1',
        region_id: '14' as unknown as number,
        bandwidth_mbps: 100,
        protocol_id: null,
        budget_monthly: 3000,
        connection_date: '2026-12-01',
      }),
    );
    // The lots are what is written; the top level only had to agree with them.
    expect(parsed.lots).toHaveLength(2);
    expect(parsed).not.toHaveProperty('branch_name');
  });

  it('are refused by name when they are not what the lots make of them', () => {
    expect(fields(tender({ address: 'вул. Зелена, 1', budget_monthly: '1000.00', protocol_id: 3 }))).toEqual({
      address: 'Поле «Адреса» не збігається з лотом 1: «вул. Січових Стрільців, 1»',
      budget_monthly: 'Поле «Очікуваний щомісячний бюджет» не збігається із сумою бюджетів лотів: «3000.00»',
      protocol_id: 'Поле «Протокол» не збігається з лотом 1: не вказано',
    });
  });

  it('are not compared while they or the lots are wrong in themselves', () => {
    expect(fields(tender({ bandwidth_mbps: 0 }))).toEqual({
      bandwidth_mbps: 'Поле «Пропускна здатність» має бути не менше 1 Мбіт/с',
    });
    expect(fields(tender({ address: 'вул. Зелена, 1', lots: [lot(1, { bandwidth_mbps: 0 })] }))).toEqual({
      'lots.0.bandwidth_mbps': 'Поле «Пропускна здатність» має бути не менше 1 Мбіт/с',
    });
    expect(fields(tender({ address: 'вул. Зелена, 1', lots: [] }))).toEqual({
      lots: 'Тендер має містити щонайменше один лот',
    });
  });
});

describe('an offer’s top-level figures beside lots', () => {
  const figures = (lotId: number, monthly: string, days: number, bandwidth = 100) => ({
    lot_id: lotId,
    monthly_price: monthly,
    installation_price: '500.00',
    bandwidth_mbps: bandwidth,
    physics_id: 1,
    interface_id: 2,
    protocol_id: 3,
    connection_days: days,
  });
  const lots = [figures(7, '1000.00', 14, 200), figures(9, '1100.50', 30)];

  it('agree when they are the sums, the first lot’s channel and the longest connection', () => {
    expect(
      offerFigureDisagreements(
        { monthly_price: '2100.50', installation_price: '1000.00', bandwidth_mbps: 200, connection_days: 30 },
        lots,
      ),
    ).toEqual({});
    expect(offerFigureDisagreements({}, lots)).toEqual({});
  });

  it('name each one that does not', () => {
    expect(offerFigureDisagreements({ monthly_price: '1000.00', bandwidth_mbps: 100, physics_id: null }, lots)).toEqual(
      {
        monthly_price: 'Поле «Щомісячна плата» не збігається із сумою за лотами пропозиції: «2100.50»',
        bandwidth_mbps: 'Поле «Пропускна здатність» не збігається з першим лотом пропозиції: «200»',
        physics_id: 'Поле «Фізичне середовище» не збігається з першим лотом пропозиції: «1»',
      },
    );
  });
});
