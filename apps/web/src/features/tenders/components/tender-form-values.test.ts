import { describe, expect, it } from 'vitest';
import { lot, tender } from '../tender-test-utils';
import {
  EMPTY_TENDER_FORM,
  arrangeLots,
  formValuesToPayload,
  tenderToFormValues,
  validateTenderForm,
} from './tender-form-values';
import { emptyLot } from './tender-lot-values';

const CONNECTION_TOO_EARLY = 'Бажана дата підключення не може бути раніше за кінцевий термін подання пропозицій';

const valid = tenderToFormValues(tender);

describe('validateTenderForm', () => {
  it('accepts a complete tender', () => {
    expect(validateTenderForm(valid, true)).toEqual({});
  });

  it('names every empty required field in Ukrainian', () => {
    const errors = validateTenderForm(EMPTY_TENDER_FORM, true);
    expect(errors).toMatchObject({
      title: 'Поле «Назва» є обов’язковим',
      region_id: 'Поле «Регіон» є обов’язковим',
      connection_date: 'Поле «Бажана дата підключення» є обов’язковим',
      offers_deadline: 'Поле «Кінцевий термін подання пропозицій» є обов’язковим',
    });
  });

  it('refuses a connection date before the deadline’s day with the server’s message', () => {
    const errors = validateTenderForm(
      { ...valid, offers_deadline: '2026-12-01 17:00:00', connection_date: '2026-11-30' },
      true,
    );
    expect(errors).toEqual({ connection_date: CONNECTION_TOO_EARLY });
  });

  it('accepts a connection on the deadline’s own Kyiv day, also just after Kyiv midnight', () => {
    expect(
      validateTenderForm({ ...valid, offers_deadline: '2026-12-01 17:00:00', connection_date: '2026-12-01' }, true),
    ).toEqual({});
    // 00:30 on 1 December in Kyiv is still 30 November in UTC: the Kyiv day counts.
    expect(
      validateTenderForm({ ...valid, offers_deadline: '2026-12-01 00:30:00', connection_date: '2026-12-01' }, true),
    ).toEqual({});
    expect(
      validateTenderForm({ ...valid, offers_deadline: '2026-12-01 23:59:00', connection_date: '2026-12-01' }, true),
    ).toEqual({});
  });

  it('says "required" rather than comparing when one of the two is missing', () => {
    expect(validateTenderForm({ ...valid, connection_date: null }, true).connection_date).toBe(
      'Поле «Бажана дата підключення» є обов’язковим',
    );
    const noDeadline = validateTenderForm({ ...valid, offers_deadline: null }, true);
    expect(noDeadline.connection_date).toBeUndefined();
  });
});

describe('formValuesToPayload', () => {
  it('sends the Kyiv wall time as ISO with Kyiv’s offset, winter and summer', () => {
    expect(formValuesToPayload({ ...valid, offers_deadline: '2026-12-01 17:00:00' }, true).offers_deadline).toBe(
      '2026-12-01T17:00:00+02:00',
    );
    expect(formValuesToPayload({ ...valid, offers_deadline: '2027-06-01 09:30:00' }, true).offers_deadline).toBe(
      '2027-06-01T09:30:00+03:00',
    );
  });
});

describe('formValuesToPayload: one lot or several', () => {
  const many = tenderToFormValues({
    ...tender,
    lots: [
      lot(),
      lot({ id: 421, position: 2, branch_name: 'Відділення №7', region_id: 2, physics_id: null, budget_monthly: null }),
    ],
  });

  it('sends one lot as the spec’s single-site form, with the evaluation', () => {
    const body = formValuesToPayload(valid, true);
    expect(body).toMatchObject({ branch_name: 'Відділення №12', region_id: 1, budget_monthly: '12500.00' });
    expect(body).not.toHaveProperty('lots');
    expect(body.evaluation).toEqual({ method: 'lowest_cost', weights: null });
  });

  it('sends several lots as `lots`, without the site fields at the top level', () => {
    const body = formValuesToPayload(many, true);
    expect(body.lots).toEqual([
      expect.objectContaining({
        branch_name: 'Відділення №12',
        region_id: 1,
        physics_id: 1,
        budget_monthly: '12500.00',
      }),
      expect.objectContaining({ branch_name: 'Відділення №7', region_id: 2, physics_id: null, budget_monthly: null }),
    ]);
    for (const field of ['branch_name', 'address', 'region_id', 'bandwidth_mbps', 'connection_date', 'budget_monthly'])
      expect(body).not.toHaveProperty(field);
    expect(validateTenderForm(many, true)).toEqual({});
  });

  it('sends the weights of a weighted evaluation as whole numbers', () => {
    const weighted = {
      ...valid,
      evaluation: { method: 'weighted' as const, weights: { cost: '60', sla: 20, connection: 20, technical: 0 } },
    };
    expect(formValuesToPayload(weighted, true).evaluation).toEqual({
      method: 'weighted',
      weights: { cost: 60, sla: 20, connection: 20, technical: 0 },
    });
  });
});

describe('validateTenderForm: lots and weights', () => {
  it('names a wrong field of a lot by its place', () => {
    const values = tenderToFormValues({ ...tender, lots: [lot(), lot({ id: 421, position: 2 })] });
    values.lots[1] = { ...values.lots[1]!, bandwidth_mbps: 0, region_id: null, connection_date: '2026-11-30' };
    expect(validateTenderForm(values, true)).toEqual({
      'lots.1.bandwidth_mbps': 'Поле «Пропускна здатність» має бути не менше 1 Мбіт/с',
      'lots.1.region_id': 'Поле «Регіон» є обов’язковим',
      'lots.1.connection_date': CONNECTION_TOO_EARLY,
    });
  });

  it('asks the weights to sum to 100 and each to be a whole per cent', () => {
    const weighted = (weights: Record<string, number | string>) => ({
      ...valid,
      evaluation: {
        method: 'weighted' as const,
        weights: { cost: 50, sla: 30, connection: 10, technical: 0, ...weights },
      },
    });
    expect(validateTenderForm(weighted({}), true)).toEqual({
      'evaluation.weights.sum': 'Сума ваг критеріїв має дорівнювати 100 %',
    });
    expect(validateTenderForm(weighted({ technical: 10 }), true)).toEqual({});
    expect(validateTenderForm(weighted({ cost: '' }), true)).toMatchObject({
      'evaluation.weights.cost': expect.stringContaining('обов’язковим'),
    });
  });
});

describe('arrangeLots', () => {
  const site = tenderToFormValues(tender);

  it('turns the single site into lot 1 of two, its messages with it', () => {
    const { values, errors } = arrangeLots(site, { branch_name: 'Помилка', title: 'Назва' }, [0, emptyLot()]);
    expect(values.lots.map((l) => l.branch_name)).toEqual(['Відділення №12', '']);
    expect(errors).toEqual({ 'lots.0.branch_name': 'Помилка', title: 'Назва' });
  });

  it('moves each lot’s messages with it and returns to the single site when one lot is left', () => {
    const three = arrangeLots(site, {}, [0, emptyLot(), emptyLot()]).values;
    three.lots[2] = { ...three.lots[2]!, branch_name: 'Третє' };
    const moved = arrangeLots(three, { 'lots.2.address': 'Адреса' }, [2, 0, 1]);
    expect(moved.values.lots.map((l) => l.branch_name)).toEqual(['Третє', 'Відділення №12', '']);
    expect(moved.errors).toEqual({ 'lots.0.address': 'Адреса' });

    const single = arrangeLots(moved.values, moved.errors, [0]);
    expect(single.values.lots).toEqual([]);
    expect(single.values.branch_name).toBe('Третє');
    expect(single.errors).toEqual({ address: 'Адреса' });
  });
});
