import { describe, expect, it } from 'vitest';
import { tender } from '../tender-test-utils';
import { EMPTY_TENDER_FORM, formValuesToPayload, tenderToFormValues, validateTenderForm } from './tender-form-values';

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
